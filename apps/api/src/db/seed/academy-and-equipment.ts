import type { Tx } from '../client';
import { DEMO_CARRIER_TYPES } from './demo-data';
import { academyCategories, academyCourses, academyProgress, academySteps, equipmentProducts } from '../schema';

/** The academy's categories. */
export const DEMO_COURSE_CATEGORIES = [
  { title: 'Başlarken', slug: 'baslarken' },
  { title: 'Güvenlik', slug: 'guvenlik' },
  { title: 'Para ve Ödeme', slug: 'para-ve-odeme' },
  { title: 'Mevzuat', slug: 'mevzuat' },
] as const;

type Category = (typeof DEMO_COURSE_CATEGORIES)[number]['slug'];
interface DemoCourse {
  slug: string;
  title: string;
  category: Category;
  description: string;
  duration: number;
  featured: boolean;
  requiredFor: string[];
  steps: { title: string; subtitle: string; content: string }[];
}

/** Every carrier type the demo seeds: the onboarding course is required for all of them. */
const ALL_TYPES = DEMO_CARRIER_TYPES.map((t) => t.code);

/** The onboarding course every new courier takes before the first shift, and two optional ones. */
export const DEMO_COURSES: DemoCourse[] = [
  {
    slug: 'kurye-ofise-hos-geldiniz',
    title: 'Kurye Ofis’e Hoş Geldiniz',
    category: 'baslarken',
    description: 'İlk vardiyanızdan önce uygulamayı, teklifleri, teslimat konumunu, acil durum düğmesini, kapıda ödemeyi ve KVKK kurallarını öğrenin.',
    duration: 25,
    featured: true,
    requiredFor: ALL_TYPES,
    steps: [
      {
        title: 'Uygulama nasıl çalışır?',
        subtitle: 'Durum düğmesi, sekmeler ve konum paylaşımı',
        content:
          '<p>Kurye uygulaması telefonunuzun tarayıcısında açılır; ana ekrana ekleyerek bir uygulama gibi kullanabilirsiniz.</p><ul><li><strong>Müsait</strong> olduğunuzda size iş teklifleri gelir; <strong>Mola</strong> ve <strong>Çevrimdışı</strong> durumlarında teklif gelmez.</li><li><strong>Teklifler</strong>, <strong>Aktif</strong>, <strong>Bugün</strong> ve <strong>Ödeme</strong> sekmeleri gününüzün tamamını gösterir.</li><li>Çalışırken konumunuz birkaç saniyede bir paylaşılır; konum iznini kapatmayın.</li></ul>',
      },
      {
        title: 'Teklifler ve aşamalar',
        subtitle: 'Bir talep size nasıl ulaşır?',
        content:
          '<p>Bir işletme kurye istediğinde talep önce işletmeye en yakın müsait kuryelere aynı anda teklif edilir. Her aşama yaklaşık 30 saniye sürer; süre dolunca arama yarıçapı genişler ve sonunda joker kuryelere geçilir.</p><p><strong>İlk kabul eden işi alır</strong>; diğer kuryelerin teklifi geri çekilir. Alamayacağınız bir teklifi reddedin: sessizce bekletmek talebin gecikmesine yol açar.</p>',
      },
      {
        title: 'Teslim alma ve teslimat konumu',
        subtitle: 'İşletmeye vardım, teslim aldım, teslim ettim',
        content:
          '<p>İşletmeye vardığınızda <strong>Vardım</strong>, paketleri aldığınızda <strong>Teslim Aldım</strong> düğmesine basın.</p><p>Her paketi müşterinin kapısında teslim ettiğiniz anda <strong>Teslim Ettim</strong> deyin: uygulama o anki konumunuzu paketin teslimat noktası olarak gönderir ve ücret bu noktaya göre hesaplanır. Yolda ya da geri dönerken basmayın; yanlış konum işletmenin itirazına yol açar.</p>',
      },
      {
        title: 'Acil durum (SOS)',
        subtitle: 'Kaza, saldırı ya da sağlık sorunu',
        content:
          '<p>Sağ üstteki kırmızı <strong>SOS</strong> düğmesi, konumunuzla birlikte bölgenizin operatörlerine ve kurye şefine anında alarm gönderir. Kısa bir açıklama ekleyebilirsiniz.</p><p>Hayati tehlike varsa önce <strong>112</strong>’yi arayın. SOS’u yalnızca gerçek acil durumlar için kullanın; operatör durumu çözene kadar uygulamada takip edebilirsiniz.</p>',
      },
      {
        title: 'Kapıda ödeme',
        subtitle: 'Nakit ve kartla tahsilat',
        content:
          '<p>Bazı siparişlerde ücret kapıda alınır; uygulama tutarı ve yöntemi (nakit ya da kart) teslimattan önce gösterir. Tutarı eksiksiz tahsil edin ve para üstünü hazır bulundurun.</p><p>Topladığınız nakit sizin üzerinizde kayıt altındadır; gün sonunda ofise teslim edin. Teslim edilmeyen nakit hak edişinizden düşülebilir.</p>',
      },
      {
        title: 'KVKK ve müşteri bilgileri',
        subtitle: 'Kişisel verilerin korunması',
        content:
          '<p>Müşterinin adı, telefonu ve adresi yalnızca teslimat için size gösterilir. Bu bilgileri kaydetmeyin, fotoğraflamayın, başkasıyla paylaşmayın ve teslimattan sonra müşteriyle iletişime geçmeyin.</p><p>6698 sayılı Kişisel Verilerin Korunması Kanunu’na aykırı kullanım hem sizin hem şirketin sorumluluğunu doğurur. Şüpheli bir durumu operatörünüze bildirin.</p>',
      },
    ],
  },
  {
    slug: 'yagmurda-guvenli-surus',
    title: 'Yağmurda ve Karda Güvenli Sürüş',
    category: 'guvenlik',
    description: 'Kaygan yolda fren mesafesi, görünürlük ve ekipman.',
    duration: 10,
    featured: false,
    requiredFor: [],
    steps: [
      {
        title: 'Fren mesafesi',
        subtitle: 'Islak zeminde iki kat mesafe',
        content:
          '<p>Islak yolda fren mesafesi kuru yolun neredeyse iki katıdır. Takip mesafenizi artırın, ani fren ve ani dönüşten kaçının; yol çizgileri ve rögar kapakları özellikle kaygandır.</p>',
      },
      {
        title: 'Görünür olun',
        subtitle: 'Yağmurluk, reflektör ve far',
        content:
          '<p>Şirketin verdiği reflektörlü yağmurluğu giyin, farınızı gündüz de açık tutun. Görüş çok düştüğünde güvenli bir yerde mola verip operatörünüze haber verin.</p>',
      },
    ],
  },
  {
    slug: 'musteriyle-iletisim',
    title: 'Müşteriyle İletişim',
    category: 'baslarken',
    description: 'Kapıda nazik, kısa ve doğru iletişim.',
    duration: 8,
    featured: false,
    requiredFor: [],
    steps: [
      {
        title: 'Kapıda',
        subtitle: 'Selam, teyit, teslim',
        content:
          '<p>Kendinizi ve işletmeyi tanıtın, siparişi teyit edin, paketi özenle teslim edin. Kapı açılmazsa müşteriyi bir kez arayın ve durumu uygulamadan işletmeye bildirin.</p>',
      },
    ],
  },
];

/** Equipment the company lends: SKU, barcode (EAN-13), shelf stock, cost and deposit in kuruş. */
export const DEMO_EQUIPMENT = [
  { category: 'bag', name: 'Termal Teslimat Çantası (45 L)', sku: 'CNT-45', barcode: '8690000000019', stock: 40, cost: 185000, deposit: 75000 },
  { category: 'bag', name: 'Termal Teslimat Çantası (30 L)', sku: 'CNT-30', barcode: '8690000000026', stock: 25, cost: 140000, deposit: 60000 },
  { category: 'helmet', name: 'Kask (Tam Yüz, M)', sku: 'KSK-M', barcode: '8690000000033', stock: 15, cost: 320000, deposit: 120000 },
  { category: 'helmet', name: 'Kask (Tam Yüz, L)', sku: 'KSK-L', barcode: '8690000000040', stock: 12, cost: 320000, deposit: 120000 },
  { category: 'pos', name: 'Mobil POS Cihazı', sku: 'POS-01', barcode: '8690000000057', stock: 20, cost: 450000, deposit: 150000 },
  { category: 'phone-holder', name: 'Telefon Tutucu (Gidon)', sku: 'TTT-01', barcode: '8690000000064', stock: 60, cost: 35000, deposit: 15000 },
  { category: 'raincoat', name: 'Reflektörlü Yağmurluk Takımı', sku: 'YGM-01', barcode: '8690000000071', stock: 35, cost: 90000, deposit: 40000 },
  { category: 'raincoat', name: 'Termal Eldiven', sku: 'ELD-01', barcode: '8690000000088', stock: 50, cost: 25000, deposit: 10000 },
  { category: 'other', name: 'Powerbank (20.000 mAh)', sku: 'PWB-20', barcode: '8690000000095', stock: 18, cost: 80000, deposit: 30000 },
  { category: 'other', name: 'Reflektörlü Yelek', sku: 'YLK-01', barcode: '8690000000101', stock: 45, cost: 20000, deposit: 10000 },
  { category: 'bag', name: 'İçecek Taşıma Kabı', sku: 'ICK-04', barcode: '8690000000118', stock: 30, cost: 15000, deposit: 5000 },
] as const;

/** The academy with its courses, the equipment shelf, and the demo couriers' onboarding (they already work: completed). */
export async function seedAcademyAndEquipment(tx: Tx, carrierIds: string[], at: Date) {
  const categories = await tx
    .insert(academyCategories)
    .values([...DEMO_COURSE_CATEGORIES])
    .returning();
  const categoryId = new Map(categories.map((c) => [c.slug, c.id]));
  for (const course of DEMO_COURSES) {
    const [row] = await tx
      .insert(academyCourses)
      .values({ ...course, categoryId: categoryId.get(course.category)!, updatedAt: at, createdAt: at })
      .returning({ id: academyCourses.id });
    await tx.insert(academySteps).values(course.steps.map((s, i) => ({ ...s, courseId: row.id, order: i + 1 })));
    if (course.requiredFor.length && carrierIds.length)
      await tx
        .insert(academyProgress)
        .values(carrierIds.map((carrierId) => ({ carrierId, courseId: row.id, currentStep: course.steps.length, completedAt: at, updatedAt: at })));
  }
  await tx.insert(equipmentProducts).values(DEMO_EQUIPMENT.map((e) => ({ ...e, description: '', updatedAt: at })));
}
