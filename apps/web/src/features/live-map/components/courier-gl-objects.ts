/** The map as MapLibre last drew it (without the couriers): a renderbuffer the size of the canvas, and its framebuffer. */
export interface MapCopy {
  fbo: WebGLFramebuffer;
  rbo: WebGLRenderbuffer;
  width: number;
  height: number;
}

/** A renderbuffer of `width` × `height` device px to copy the map into; leaves its framebuffer bound for drawing. */
export function createMapCopy(gl: WebGL2RenderingContext, width: number, height: number): MapCopy {
  const rbo = gl.createRenderbuffer()!;
  gl.bindRenderbuffer(gl.RENDERBUFFER, rbo);
  gl.renderbufferStorage(gl.RENDERBUFFER, gl.RGBA8, width, height);
  gl.bindRenderbuffer(gl.RENDERBUFFER, null);
  const fbo = gl.createFramebuffer()!;
  gl.bindFramebuffer(gl.DRAW_FRAMEBUFFER, fbo);
  gl.framebufferRenderbuffer(gl.DRAW_FRAMEBUFFER, gl.COLOR_ATTACHMENT0, gl.RENDERBUFFER, rbo);
  return { fbo, rbo, width, height };
}

export function deleteMapCopy(gl: WebGL2RenderingContext, copy: MapCopy) {
  gl.deleteFramebuffer(copy.fbo);
  gl.deleteRenderbuffer(copy.rbo);
}

/** The vertex array of the courier program and its two buffers. */
export interface CourierVertexArray {
  vao: WebGLVertexArrayObject | null;
  posBuffer: WebGLBuffer | null;
  styleBuffer: WebGLBuffer | null;
}

/**
 * Our own vertex array (MapLibre's stay untouched): one buffer of positions (two floats a courier), one of styles
 * (status index and joker, two bytes a courier), filled with the CPU copies; unbinds both when done.
 */
export function createCourierVertexArray(gl: WebGL2RenderingContext, program: WebGLProgram, positions: Float32Array, styles: Uint8Array): CourierVertexArray {
  const vao = gl.createVertexArray();
  gl.bindVertexArray(vao);
  const posBuffer = gl.createBuffer();
  const styleBuffer = gl.createBuffer();
  const pos = gl.getAttribLocation(program, 'a_pos');
  const style = gl.getAttribLocation(program, 'a_style');
  gl.bindBuffer(gl.ARRAY_BUFFER, posBuffer);
  gl.bufferData(gl.ARRAY_BUFFER, positions, gl.DYNAMIC_DRAW);
  gl.enableVertexAttribArray(pos);
  gl.vertexAttribPointer(pos, 2, gl.FLOAT, false, 0, 0);
  gl.bindBuffer(gl.ARRAY_BUFFER, styleBuffer);
  gl.bufferData(gl.ARRAY_BUFFER, styles, gl.DYNAMIC_DRAW);
  gl.enableVertexAttribArray(style);
  gl.vertexAttribPointer(style, 2, gl.UNSIGNED_BYTE, false, 0, 0);
  gl.bindVertexArray(null);
  gl.bindBuffer(gl.ARRAY_BUFFER, null);
  return { vao, posBuffer, styleBuffer };
}
