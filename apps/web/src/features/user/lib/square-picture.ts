/** The side of a profile picture as uploaded: sharp on a 2× screen at the 96 px it is shown at most. */
export const PICTURE_SIDE = 256;

/**
 * A photo cut to its centre square and scaled to `side` px, as WEBP (PNG where the browser cannot write WEBP): a
 * 6 MB phone photo leaves as some 20 kB. Rejects when the file is not a picture the browser can read.
 */
export async function squarePicture(file: Blob, side = PICTURE_SIDE): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const crop = Math.min(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, (bitmap.width - crop) / 2, (bitmap.height - crop) / 2, crop, crop, 0, 0, side, side);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/webp', 0.9));
  if (blob?.type === 'image/webp') return blob;
  return new Promise((resolve, reject) => canvas.toBlob((png) => (png ? resolve(png) : reject(new Error('no picture'))), 'image/png'));
}
