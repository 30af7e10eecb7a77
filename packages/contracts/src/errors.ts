/** Every API error body is `{ code, message }`; these are the codes and their messages in both languages. */
export const ERROR_MESSAGES = {
  validation_error: { tr: 'Gönderilen bilgiler geçersiz: {fields}', en: 'The submitted data is invalid: {fields}' },
  invalid_credentials: { tr: 'E-posta adresi veya şifre hatalı.', en: 'Wrong e-mail address or password.' },
  too_many_attempts: {
    tr: 'Çok fazla başarısız giriş denemesi. Lütfen {minutes} dakika sonra tekrar deneyin.',
    en: 'Too many failed sign-in attempts. Please try again in {minutes} minutes.',
  },
  invalid_token: {
    tr: 'Oturum anahtarı geçersiz ya da süresi dolmuş. Lütfen yeniden giriş yapın.',
    en: 'The session token is invalid or has expired. Please sign in again.',
  },
  unauthorized: { tr: 'Bu işlem için giriş yapmalısınız.', en: 'You must sign in to do this.' },
  forbidden: { tr: 'Bu işlem için yetkiniz yok.', en: 'You are not allowed to do this.' },
  webhook_url_refused: {
    tr: 'Bu webhook adresi kabul edilmiyor: {reason}',
    en: 'This webhook address is not accepted: {reason}',
  },
  not_found: { tr: 'Aradığınız kayıt bulunamadı.', en: 'The record was not found.' },
  store_inactive: {
    tr: 'İşletmeniz pasif durumda; giriş yapamaz ve yeni talep oluşturamazsınız. Lütfen bölge operatörünüze başvurun.',
    en: 'Your store is inactive: it cannot sign in or create requests. Please contact your zone operator.',
  },
  update_request_exists: { tr: 'Bu paket için zaten açık bir talebiniz var.', en: 'There is already an open request for this packet.' },
  station_outside_zone: { tr: 'İstasyon seçilen bölgenin sınırları içinde olmalı.', en: 'The station must lie inside the chosen zone.' },
  station_full: { tr: 'İstasyonun kapasitesi dolu.', en: 'The station is at capacity.' },
  route_not_found: { tr: 'Böyle bir API adresi yok.', en: 'No such API address.' },
  no_road_near_start: {
    tr: 'Başlangıç noktasının 300 metre yakınında araç yolu yok. Noktayı bir sokağa yaklaştırın.',
    en: 'There is no road within 300 metres of the start. Move the point closer to a street.',
  },
  no_road_near_end: {
    tr: 'Varış noktasının 300 metre yakınında araç yolu yok. Noktayı bir sokağa yaklaştırın.',
    en: 'There is no road within 300 metres of the destination. Move the point closer to a street.',
  },
  no_route: { tr: 'Bu iki nokta arasında araçla gidilebilecek bir yol bulunamadı.', en: 'No drivable route joins these two points.' },
  not_ready: { tr: 'Sunucu henüz hizmete hazır değil: {checks}', en: 'The server is not ready to serve yet: {checks}' },
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
    tr: 'Kontörünüz bu talebin tahmini ücretini karşılamıyor. Lütfen kontör yükleyin.',
    en: 'Your credit does not cover the estimated fee of this request. Please top up.',
  },
  offer_taken: { tr: 'Bu talep başka bir kuryeye verildi.', en: 'This request went to another courier.' },
  offer_expired: { tr: 'Teklifin süresi doldu.', en: 'The offer has expired.' },
  invalid_state: { tr: 'Bu işlem talebin şu anki durumunda yapılamaz.', en: 'This cannot be done in the current state of the request.' },
  courier_at_capacity: { tr: 'Üzerinizde alabileceğiniz en fazla sayıda talep var.', en: 'You already carry as many requests as you may.' },
  documents_missing: {
    tr: 'Müsait olamazsınız: zorunlu belgeleriniz eksik, onaylanmamış ya da süresi dolmuş ({documents}). Belgelerinizi Belgelerim sayfasından yükleyin.',
    en: 'You cannot go available: required documents are missing, not approved or expired ({documents}). Upload them on the My documents page.',
  },
  file_empty: { tr: 'Dosya boş. Lütfen belgenin kendisini seçin.', en: 'The file is empty. Please choose the document itself.' },
  file_too_large: { tr: 'Dosya çok büyük: en fazla {limit} MB yükleyebilirsiniz.', en: 'The file is too large: the limit is {limit} MB.' },
  file_type_refused: {
    tr: 'Bu dosya türü kabul edilmiyor. Yalnızca PDF, JPG, PNG ya da WEBP yükleyebilirsiniz.',
    en: 'This file type is not accepted. Only PDF, JPG, PNG or WEBP files can be uploaded.',
  },
  file_missing: { tr: 'Yüklenecek dosya seçilmedi.', en: 'No file was chosen to upload.' },
  no_joker_station_room: {
    tr: 'Kuryenin bölgesinde boş yeri olan joker istasyonu yok. Önce bir istasyon ekleyin ya da bir istasyonun kapasitesini artırın.',
    en: 'No joker station in the courier’s zone has room. Add a station or raise a station’s capacity first.',
  },
  avatar_type_refused: {
    tr: 'Profil resmi olarak yalnızca JPG, PNG ya da WEBP bir resim yükleyebilirsiniz.',
    en: 'A profile picture must be a JPG, PNG or WEBP image.',
  },
  too_many_files: { tr: 'Tek seferde yalnızca bir dosya yükleyebilirsiniz.', en: 'Only one file can be uploaded at a time.' },
  expiry_required: { tr: 'Bu belgenin geçerlilik bitiş tarihini girin.', en: 'Enter this document’s expiry date.' },
  document_already_verified: { tr: 'Belge zaten bu durumda.', en: 'The document is already in this state.' },
  courier_not_available: { tr: 'Kurye şu anda iş alamıyor.', en: 'The courier cannot take work right now.' },
  wrong_current_password: { tr: 'Mevcut şifreniz hatalı.', en: 'Your current password is wrong.' },
  reset_token_invalid: {
    tr: 'Şifre sıfırlama bağlantısı geçersiz ya da süresi dolmuş. Lütfen yeni bir bağlantı isteyin.',
    en: 'The password reset link is invalid or has expired. Please request a new one.',
  },
  account_suspended: {
    tr: 'Kurye hesabınız askıya alındı. Lütfen bölge operatörünüze başvurun.',
    en: 'Your courier account is suspended. Please contact your zone operator.',
  },
  zone_in_use: {
    tr: 'Bu bölgeye bağlı işletmeler, kuryeler veya talepler olduğu için bölge silinemez.',
    en: 'The zone cannot be deleted while stores, couriers or requests belong to it.',
  },
  zone_name_taken: { tr: 'Bu adla bir bölge zaten var.', en: 'A zone with this name already exists.' },
  polygon_not_closed: {
    tr: 'Bölge çizimi geçersiz: çokgenin ilk ve son noktası aynı olmalıdır.',
    en: 'Invalid zone shape: the polygon must end where it starts.',
  },
  polygon_too_few_points: {
    tr: 'Bölge çizimi geçersiz: çokgen en az üç farklı noktadan oluşmalıdır.',
    en: 'Invalid zone shape: the polygon needs at least three distinct points.',
  },
  polygon_self_intersecting: {
    tr: 'Bölge çizimi geçersiz: çokgenin kenarları birbirini kesmemelidir.',
    en: 'Invalid zone shape: the polygon must not cross itself.',
  },
  polygon_out_of_range: {
    tr: 'Bölge çizimi geçersiz: koordinatlar geçerli enlem ve boylam değerleri olmalıdır.',
    en: 'Invalid zone shape: coordinates must be valid longitudes and latitudes.',
  },
  already_decided: { tr: 'Bu başvuru zaten sonuçlandırılmış.', en: 'This application has already been decided.' },
  zone_required: { tr: 'Onaylamak için bir bölge seçilmelidir.', en: 'Choose a zone to approve.' },
  location_required: {
    tr: 'Onaylamak için işletmenin adresi ve konumu girilmelidir.',
    en: "Enter the store's address and location to approve.",
  },
  idempotency_key_required: {
    tr: 'Bu işlem için Idempotency-Key başlığı gereklidir.',
    en: 'This operation needs an Idempotency-Key header.',
  },
  idempotency_key_reused: {
    tr: 'Bu Idempotency-Key başka bir işlem için kullanılmış.',
    en: 'This Idempotency-Key was used for a different operation.',
  },
  self_lockout: {
    tr: 'Kendi hesabınızı pasifleştiremez ve kendi yönetici rolünüzü kaldıramazsınız.',
    en: 'You cannot deactivate your own account or remove your own Admin role.',
  },
  debit_exceeds_available: {
    tr: 'Bu borç kaydı işletmenin kullanılabilir kontörünü aşıyor. Eksi bakiyeye düşürmek için yönetici onayı ve gerekçe gerekir.',
    en: "This debit exceeds the store's available credit. Going below zero needs an administrator's confirmation and a reason.",
  },
  address_too_long: { tr: 'İstenen adres çok uzun.', en: 'The requested address is too long.' },
  body_too_large: { tr: 'Gönderilen içerik çok büyük (en fazla 1 MB).', en: 'The request body is too large (1 MB at most).' },
  invalid_iban: {
    tr: 'IBAN geçersiz. TR ile başlayan 26 karakterlik IBAN numarasını kontrol edin.',
    en: 'Invalid IBAN. Check the 26-character IBAN starting with TR.',
  },
  payable_in_open_group: {
    tr: 'Bu kuryenin alacağı zaten açık bir ödeme grubunda.',
    en: "This courier's payable is already in an open payment group.",
  },
  amount_exceeds_payable: {
    tr: 'Tutar, kuryenin ödenebilir alacağını aşıyor.',
    en: "The amount is more than the courier's payable.",
  },
  nothing_to_pay: { tr: 'Seçilen kuryelerin ödenecek alacağı yok.', en: 'The chosen couriers have nothing to be paid.' },
  payment_group_state: {
    tr: 'Bu işlem ödeme grubunun şu anki durumunda yapılamaz.',
    en: 'This cannot be done in the current state of the payment group.',
  },
  payment_request_pending: {
    tr: 'Değerlendirmede olan bir ödeme talebiniz zaten var.',
    en: 'You already have a payment request waiting for a decision.',
  },
  payment_request_decided: { tr: 'Bu ödeme talebi zaten sonuçlandırılmış.', en: 'This payment request has already been decided.' },
  cash_exceeds_balance: {
    tr: 'Tutar, kuryenin elindeki nakitten fazla olamaz.',
    en: 'The amount cannot be more than the cash the courier holds.',
  },
  cash_on_delivery_per_packet: {
    tr: 'Bu talepte kapıda ödeme paket başına girildi; talep toplamı ayrıca değiştirilemez.',
    en: 'Cash on delivery was given per packet for this request; the request total cannot be changed separately.',
  },
  cash_on_delivery_locked: {
    tr: 'Kapıda ödeme bilgisi yalnızca teslimattan önce değiştirilebilir.',
    en: 'Cash on delivery can only be changed before delivery.',
  },
  rate_limited: { tr: 'Çok fazla istek gönderdiniz. Lütfen biraz sonra tekrar deneyin.', en: 'Too many requests. Please try again shortly.' },
  topup_amount_out_of_range: {
    tr: 'Yükleme tutarı {min} ile {max} arasında olmalıdır.',
    en: 'The top-up amount must be between {min} and {max}.',
  },
  payment_provider_error: {
    tr: 'Ödeme sağlayıcısına ulaşılamadı. Lütfen biraz sonra tekrar deneyin.',
    en: 'The payment provider could not be reached. Please try again shortly.',
  },
  invalid_period: {
    tr: 'Dönem geçersiz: başlangıç bitişten sonra olamaz, dönem bugünü geçemez ve en fazla bir yıl olabilir.',
    en: 'Invalid period: the start cannot be after the end, the period cannot pass today and may be one year at most.',
  },
  invoice_request_decided: { tr: 'Bu fatura talebi zaten sonuçlandırılmış.', en: 'This invoice request has already been decided.' },
  invoice_request_open: {
    tr: 'Bu dönem için bekleyen ya da kesilmiş bir fatura talebiniz zaten var.',
    en: 'You already have a pending or issued invoice request for this period.',
  },
  tax_identity_missing: {
    tr: 'Fatura kesilemez: işletmenin vergi bilgileri eksik ({fields}). Önce işletme bilgilerinde tamamlayın.',
    en: "The invoice cannot be issued: the store's tax details are missing ({fields}). Complete them in the store's details first.",
  },
  payment_group_total_changed: {
    tr: 'Toplam siz bakarken değişti; yeni toplam {total}. Lütfen kontrol edip yeniden onaylayın.',
    en: 'The total changed while you were looking; the new total is {total}. Please check and confirm again.',
  },
  nothing_to_invoice: { tr: 'Bu dönemde faturalanacak ücret yok.', en: 'There are no fees to invoice in this period.' },
  shortcut_link_not_in_menu: {
    tr: 'Kısayol yalnızca menünüzdeki bir sayfaya bağlanabilir.',
    en: 'A shortcut can only point at a page of your menu.',
  },
  shortcut_exists: { tr: 'Bu sayfa zaten kısayollarınızda.', en: 'This page is already among your shortcuts.' },
  shortcut_limit: { tr: 'En fazla {max} kısayol ekleyebilirsiniz.', en: 'You can add at most {max} shortcuts.' },
  map_not_configured: {
    tr: 'Bu sunucuda sokak haritası yok: MAP_PMTILES ile bir PMTiles dosyası gösterin (npm run map:extract) ya da sistem ayarlarından bir harita adresi girin.',
    en: 'This server has no street map: point MAP_PMTILES at a PMTiles file (npm run map:extract) or set a tile URL in the system settings.',
  },
  bad_tile: { tr: 'Harita karesi koordinatları geçersiz.', en: 'The map tile coordinates are invalid.' },
  geo_index_building: {
    tr: 'Sokak arama dizini hazırlanıyor; birkaç saniye sonra tekrar deneyin.',
    en: 'The street search index is being built; try again in a few seconds.',
  },
  guide_slug_taken: { tr: 'Bu kategoride bu adrese sahip bir rehber zaten var.', en: 'This category already has a guide at this address.' },
  help_category_not_found: { tr: 'Seçilen yardım kategorisi bulunamadı.', en: 'The chosen help category was not found.' },
  mail_not_configured: {
    tr: 'Bu sunucuda e-posta sunucusu (SMTP_URL) tanımlı değil; e-posta yalnızca yerel kutuda tutuluyor.',
    en: 'No mail server (SMTP_URL) is configured on this server; mail is kept in the local outbox only.',
  },
  required_courses_incomplete: {
    tr: 'Müsait olmadan önce zorunlu eğitimleri tamamlamalısınız: {courses}. Eğitimler sekmesinden devam edebilirsiniz.',
    en: 'Complete the required courses before going available: {courses}. Continue on the Courses tab.',
  },
  course_step_locked: {
    tr: 'Eğitimin adımları sırayla tamamlanır; önce önceki adımı bitirin.',
    en: 'Course steps are taken in order; finish the previous step first.',
  },
  course_slug_taken: { tr: 'Bu kısa adla bir eğitim zaten var.', en: 'A course with this slug already exists.' },
  unknown_category: { tr: 'Böyle bir eğitim kategorisi yok.', en: 'No such course category.' },
  sku_taken: { tr: 'Bu stok koduyla (SKU) bir ürün zaten var.', en: 'A product with this SKU already exists.' },
  out_of_stock: { tr: 'Bu üründen depoda kalmadı.', en: 'This item is out of stock.' },
  product_inactive: { tr: 'Bu ürün pasif; zimmetlenemez.', en: 'This item is inactive and cannot be lent.' },
  product_on_loan: { tr: 'Bu ürün kuryelerde zimmetliyken silinemez.', en: 'This item cannot be deleted while couriers hold it.' },
  product_has_history: {
    tr: 'Bu ürünün zimmet geçmişi var; silmek yerine pasif yapın.',
    en: 'This item has a loan history; make it inactive instead of deleting it.',
  },
  loan_closed: { tr: 'Bu zimmet zaten kapatılmış.', en: 'This loan is already closed.' },
  internal_error: { tr: 'Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.', en: 'An unexpected error occurred. Please try again later.' },
  task_zone_required: {
    tr: 'Takip işinin hangi bölgeye ait olduğunu seçin.',
    en: 'Choose the zone the follow-up belongs to.',
  },
  invalid_assignee: {
    tr: 'Seçilen kişi bu bölgenin takip işlerini göremiyor.',
    en: 'The chosen person cannot see the follow-ups of this zone.',
  },
  unknown_tag: { tr: 'Seçilen etiketlerden biri artık yok.', en: 'One of the chosen tags no longer exists.' },
  title_taken: { tr: 'Bu adla zaten bir etiket var.', en: 'A label with this name already exists.' },
  wrong_board: { tr: 'Kart, sütun ve etiketler aynı panoda olmalı.', en: 'The card, the column and the labels must be on the same board.' },
  last_list: { tr: 'Panonun son sütunu silinemez.', en: 'The last column of a board cannot be deleted.' },
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
