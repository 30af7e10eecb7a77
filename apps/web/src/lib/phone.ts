/** One phone format everywhere: "+905321234567" → "+90 532 123 45 67"; a masked or foreign number is shown as sent. */
export function formatPhone(phone: string): string {
  const m = /^\+90(5\d{2})(\d{3})(\d{2})(\d{2})$/.exec(phone.replace(/\s/g, ''));
  return m ? `+90 ${m[1]} ${m[2]} ${m[3]} ${m[4]}` : phone;
}
