/** Every API error body is `{ code, message }`; these are the codes and their messages in both languages. */
export const ERROR_MESSAGES = {
  validation_error: { tr: 'Gönderilen bilgiler geçersiz: {fields}', en: 'The submitted data is invalid: {fields}' },
  invalid_credentials: { tr: 'E-posta adresi veya şifre hatalı.', en: 'Wrong e-mail address or password.' },
  too_many_attempts: {
    tr: 'Çok fazla başarısız giriş denemesi. Lütfen {minutes} dakika sonra tekrar deneyin.',
    en: 'Too many failed sign-in attempts. Please try again in {minutes} minutes.',
  },
  invalid_token: { tr: 'Invalid token', en: 'Invalid token' },
  unauthorized: { tr: 'Bu işlem için giriş yapmalısınız.', en: 'You must sign in to do this.' },
  forbidden: { tr: 'Bu işlem için yetkiniz yok.', en: 'You are not allowed to do this.' },
  not_found: { tr: 'Aradığınız kayıt bulunamadı.', en: 'The record was not found.' },
  route_not_found: { tr: 'Böyle bir API adresi yok.', en: 'No such API address.' },
  account_inactive: { tr: 'Hesabınız pasif durumda. Lütfen yöneticinize başvurun.', en: 'Your account is inactive. Please contact your administrator.' },
  email_taken: { tr: 'Bu e-posta adresiyle zaten bir kayıt var.', en: 'This e-mail address is already registered.' },
  application_exists: {
    tr: 'Bu e-posta adresiyle değerlendirmede olan bir başvuru zaten var.',
    en: 'There is already a pending application with this e-mail address.',
  },
  admin_lockout: {
    tr: 'Yönetici rolünün rol yetkilerini düzenleme yetkisi kaldırılamaz.',
    en: "The Admin role's right to edit role permissions cannot be removed.",
  },
  insufficient_credit: {
    tr: 'Krediniz bu talebin tahmini ücretini karşılamıyor. Lütfen kredi yükleyin.',
    en: 'Your credit does not cover the estimated fee of this request. Please top up.',
  },
  offer_taken: { tr: 'Bu talep başka bir kuryeye verildi.', en: 'This request went to another courier.' },
  offer_expired: { tr: 'Teklifin süresi doldu.', en: 'The offer has expired.' },
  invalid_state: { tr: 'Bu işlem talebin şu anki durumunda yapılamaz.', en: 'This cannot be done in the current state of the request.' },
  courier_at_capacity: { tr: 'Üzerinizde alabileceğiniz en fazla sayıda talep var.', en: 'You already carry as many requests as you may.' },
  courier_not_available: { tr: 'Kurye şu anda iş alamıyor.', en: 'The courier cannot take work right now.' },
  wrong_current_password: { tr: 'Mevcut şifreniz hatalı.', en: 'Your current password is wrong.' },
  reset_token_invalid: {
    tr: 'Şifre sıfırlama bağlantısı geçersiz ya da süresi dolmuş. Lütfen yeni bir bağlantı isteyin.',
    en: 'The password reset link is invalid or has expired. Please request a new one.',
  },
  rate_limited: { tr: 'Çok fazla istek gönderdiniz. Lütfen biraz sonra tekrar deneyin.', en: 'Too many requests. Please try again shortly.' },
  internal_error: { tr: 'Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.', en: 'An unexpected error occurred. Please try again later.' },
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;
export type Lang = 'tr' | 'en';

export interface ApiErrorBody {
  code: string;
  message: string;
}

export function formatErrorMessage(code: ErrorCode, lang: Lang, params: Record<string, string | number> = {}): string {
  return ERROR_MESSAGES[code][lang].replace(/\{(\w+)\}/g, (_, key: string) => String(params[key] ?? ''));
}
