import { formatPhone, telHref } from '../lib/phone';

export function PhoneLink({ phone }: { phone: string }) {
  const href = telHref(phone);
  const text = formatPhone(phone);
  return href ? (
    <a href={href} style={{ whiteSpace: 'nowrap' }}>
      {text}
    </a>
  ) : (
    <span style={{ whiteSpace: 'nowrap' }}>{text}</span>
  );
}
