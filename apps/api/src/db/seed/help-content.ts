import { count } from 'drizzle-orm';
import type { HelpAudience } from '@kurye/contracts/help-center';
import type { Tx } from '../client';
import { helpCategories, helpFaqs, helpGuides } from '../schema';

/**
 * The help center's first content: how Kurye Ofis is used, written for the people who use it. Written once, into an
 * empty help center (an Admin edits it afterwards); the `?` of a page links to one of these guides (`HELP_FOR_PAGE`).
 */

interface GuideSeed {
  slug: string;
  title: string;
  subtitle: string;
  content: string;
}

const GUIDE_CATEGORIES: { slug: string; title: string; audiences: HelpAudience[]; guides: GuideSeed[] }[] = [
  {
    slug: 'isletmeler-icin',
    title: 'İşletmeler için',
    audiences: ['store', 'office'],
    guides: [
      {
        slug: 'kurye-talebi-olusturma',
        title: 'Kurye talebi oluşturma',
        subtitle: 'Paketleriniz hazır olduğunda birkaç tıkla kurye çağırın.',
        content: `<p>Kurye çağırmak için menüden <strong>Kurye Talebi</strong> sayfasını açın.</p>
<ol>
<li><strong>Paket sayısı</strong> alanına bu kuryenin götüreceği paket sayısını yazın.</li>
<li><strong>Hazır olma süresi</strong> seçin: paketler hazırsa “Hemen hazır”, değilse kaç dakika sonra hazır olacağını seçin.</li>
<li>İsterseniz <strong>Müşteri bilgileri</strong> bölümünde her paketin sipariş numarasını, müşteri telefonunu, adresini ve kapıda ödeme tutarını girin. Kurye bunları uygulamasında görür.</li>
<li>Kurye için bir not yazabilirsiniz (ör. “Zil çalışmıyor, lütfen arayın”).</li>
<li><strong>Kurye çağır</strong> düğmesine basın.</li>
</ol>
<p>Talep oluşturulurken tahmini ücret kadar kullanılabilir kontörünüz olmalıdır. Kontörünüz yetmiyorsa sayfa sizi uyarır; önce <a href="/store/credit/buy">kontör yükleyin</a>.</p>
<h3>Sonra ne olur?</h3>
<p>Sistem talebinizi bölgenizdeki size en yakın, müsait kuryelere aşamalar hâlinde teklif eder. Her aşamada arama yarıçapı genişler; gerekirse joker istasyonlarındaki yedek kuryelere de sorulur. İlk kabul eden kurye talebinizi alır ve adını, telefonunu ve konumunu <strong>Devam eden talepler</strong> bölümünde görürsünüz.</p>
<p>Hiçbir kurye kabul etmezse “Kurye bulunamadı” penceresi açılır; talebi oradan yeniden oluşturabilir ya da <strong>İş Listesi</strong> sayfasından tekrarlayabilirsiniz.</p>
<p>Kurye paketi almadan önce talebi <strong>İptal et</strong> düğmesiyle iptal edebilirsiniz.</p>`,
      },
      {
        slug: 'kontor-yukleme',
        title: 'Kontör yükleme',
        subtitle: 'Kredi kartıyla bakiyenize kontör yükleyin; her teslimatın ücreti kontörden düşer.',
        content: `<p>Kurye ücretleri önceden yüklediğiniz kontörden düşülür. Kontör yüklemek için menüden <strong>Kontör Yükle</strong> sayfasını açın.</p>
<ol>
<li>Sayfanın üstünde <strong>Bakiye</strong> ve <strong>Kullanılabilir kontör</strong> tutarlarını görürsünüz. Kullanılabilir kontör, bakiyenizden açık taleplerinizin tahmini ücretleri düşülmüş tutardır.</li>
<li><strong>Yüklenecek tutar</strong> bölümünden hazır tutarlardan birini seçin ya da <strong>Başka tutar</strong> ile kendi tutarınızı yazın. Sayfa en az ve en çok yükleyebileceğiniz tutarı gösterir.</li>
<li><strong>Ödemeye geç</strong> düğmesine basın. Ödemeyi iyzico'nun güvenli ödeme sayfasında 3D Secure ile tamamlarsınız. (Deneme ortamında deneme ödeme sayfası açılır ve karttan para çekilmez.)</li>
<li>Ödeme onaylanınca tutar hemen bakiyenize eklenir ve yeni bakiyeniz gösterilir.</li>
</ol>
<p>Ödeme sonuçlanmadıysa sayfa sonucu beklediğini söyler ve sonuç gelince kendiliğinden güncellenir. Başarısız ya da zaman aşımına uğrayan ödemelerde hesabınıza kontör yüklenmez ve kartınızdan para çekilmez; yeniden deneyebilirsiniz.</p>
<p>Yaptığınız tüm ödemeleri aynı sayfadaki <strong>Ödeme geçmişi</strong> tablosunda, kontörünüzün nereye harcandığını da <strong>Kullanım Geçmişi</strong> sayfasında görebilirsiniz.</p>`,
      },
      {
        slug: 'konum-onaylama',
        title: 'Teslim konumunu onaylama',
        subtitle: 'Kuryenin bildirdiği teslim noktasını onaylayın ya da yanlışsa bildirin.',
        content: `<p>Kurye her paketi teslim ettiğinde bulunduğu konum paketin teslim noktası olarak kaydedilir ve paketin ücreti dükkânınızdan bu noktaya olan mesafeye göre hesaplanır.</p>
<p>Teslimattan hemen sonra ekranınızda <strong>Paket teslim konumu</strong> penceresi açılır: kuryenin adı, telefonu, haritada teslim noktası, ne zaman bildirildiği ve ücret.</p>
<ul>
<li>Nokta doğruysa <strong>Onayla</strong> düğmesine basın. Ücret kontörünüzden düşülür.</li>
<li>Nokta yanlışsa <strong>Yanlış konum</strong> düğmesine basın ve isterseniz ne yanlış olduğunu kısaca yazın. Bu durumda ücret alınmaz; bölge operatörü inceler, gerekirse noktayı düzeltir veya ücreti değiştirir.</li>
</ul>
<p>Pencereyi kapatırsanız karar vermemiş olursunuz. Hiçbir işlem yapmazsanız konum <strong>5 dakika</strong> sonra (yöneticinin ayarladığı süre) otomatik olarak onaylanır.</p>
<p>Onay bekleyen tüm konumları <strong>Paket İşlemleri</strong> sayfasında da görebilir ve oradan onaylayabilirsiniz.</p>`,
      },
      {
        slug: 'paket-talebi-gonderme',
        title: 'Bir paket için talep gönderme',
        subtitle: 'Yanlış konum, ücret itirazı ya da henüz alınmamış bir paketin iptali.',
        content: `<p>Teslim edilmiş ya da yolda olan bir paketle ilgili bir sorun varsa operatöre talep gönderebilirsiniz.</p>
<ol>
<li><strong>Paket Geçmişi</strong> sayfasında ilgili paketin satırındaki <strong>Talep oluştur</strong> düğmesine basın.</li>
<li><strong>Talep türü</strong> seçin: Teslimat konumu yanlış, Ücrete itiraz veya Paketi iptal et (henüz alınmadı).</li>
<li><strong>Açıklama</strong> alanına durumu kısaca yazın (ör. “Müşteri iki sokak ötede, adres yanlış işaretlendi”) ve <strong>Talebi gönder</strong> düğmesine basın.</li>
</ol>
<p>Talebiniz bölge operatörüne iletilir. Operatör karar verdiğinde size bildirim gelir: teslimat noktası düzeltildiyse yeni ücret, ücret düzeltildiyse yeni tutar ve gerekçe, paket iptal edildiyse iade bilgisi gösterilir.</p>
<p>Bir paket için aynı anda yalnızca bir açık talebiniz olabilir.</p>`,
      },
      {
        slug: 'api-anahtari-olusturma',
        title: 'API anahtarı oluşturma',
        subtitle: 'Sipariş sisteminiz ya da POS cihazınız sizin adınıza kurye çağırsın.',
        content: `<p>Sipariş sisteminiz veya POS cihazınız, bir API anahtarıyla sizin adınıza kurye talebi oluşturabilir, talepleri görebilir ve iptal edebilir.</p>
<ol>
<li>Menüden <strong>Servis Hesabı Bilgileri</strong> sayfasını açın ve <strong>API anahtarları</strong> sekmesine geçin.</li>
<li><strong>Anahtar adı</strong> alanına tanıyacağınız bir ad yazın (ör. “Kasa POS”) ve <strong>Anahtar oluştur</strong> düğmesine basın.</li>
<li>Açılan pencerede gösterilen anahtarı hemen kopyalayıp güvenli bir yere kaydedin. <strong>Anahtar yalnızca bir kez gösterilir</strong>; kaybederseniz yenisini oluşturmanız gerekir.</li>
<li>Anahtarı yazılım firmanıza iletin. Her istekte anahtar <code>X-Api-Key</code> başlığında gönderilir.</li>
</ol>
<p>Kullanmadığınız ya da başkasının eline geçtiğinden şüphelendiğiniz anahtarı listeden iptal edin; o anda çalışmaz hâle gelir.</p>
<p>Teknik ayrıntılar aynı sayfadaki <strong>Entegrasyon rehberi</strong> sekmesindedir. Taleplerinizin durumundan anında haberdar olmak için <strong>Webhook'lar</strong> sekmesinden bir HTTPS adresi tanımlayabilirsiniz.</p>`,
      },
      {
        slug: 'duyurular',
        title: 'Duyuruları okuma',
        subtitle: 'Kurye Ofis’ten gelen duyurular zil simgesinde.',
        content: `<p>Kurye Ofis size çalışma saatleri, bayram dönemleri veya ücret değişiklikleri gibi konularda duyuru gönderir.</p>
<p>Okumadığınız duyuru varsa sayfanın üstündeki zil simgesinde sayısı görünür. Zile tıkladığınızda duyurular açılır; pencereyi kapattığınızda okundu olarak işaretlenir.</p>`,
      },
    ],
  },
  {
    slug: 'kuryeler-icin',
    title: 'Kuryeler için',
    audiences: ['courier', 'office'],
    guides: [
      {
        slug: 'teklif-kabul-etme',
        title: 'Teklif alma ve kabul etme',
        subtitle: 'Müsait olun, gelen teklifi süresi dolmadan kabul edin.',
        content: `<p>Teklif alabilmek için uygulamada <strong>Çalışma durumum</strong> alanını <strong>Müsait</strong> yapmanız ve konum izni vermeniz gerekir. Moladayken ya da çevrimdışıyken size teklif gelmez; elinizdeki işler kapasitenizi doldurduysa durumunuz “Dolu” görünür ve bir işi bitirince yeni teklifler gelir.</p>
<p>Bir işletme kurye çağırdığında teklif, işletmeye en yakın müsait kuryelere aynı anda gider ve uygulamada sesli uyarıyla görünür. Teklifte işletmenin adı, paket sayısı ve paketlerin kaç dakika sonra hazır olacağı yazar.</p>
<ul>
<li>Teklifi süresi dolmadan <strong>kabul edin</strong>. İlk kabul eden kurye işi alır; diğerlerinin teklifi geri çekilir.</li>
<li>Uygun değilseniz reddedin; talep başka kuryelere gider.</li>
</ul>
<p>İşi aldıktan sonra işletmeye vardığınızda <strong>Vardım</strong>, paketleri aldığınızda <strong>Teslim aldım</strong> düğmesine basın. İşletme sizin geldiğinizi ve konumunuzu bu adımlardan takip eder.</p>`,
      },
      {
        slug: 'teslimat-bildirme',
        title: 'Teslimatı bildirme',
        subtitle: 'Her paketi müşterinin yanındayken teslim edildi olarak işaretleyin.',
        content: `<p>Her paketi müşteriye verdiğiniz anda, <strong>müşterinin yanındayken</strong> teslim edildi olarak işaretleyin. Uygulama o anki konumunuzu teslim noktası olarak kaydeder; paketin ücreti ve sizin kazancınız bu noktaya olan mesafeden hesaplanır.</p>
<p>Paketin kapıda ödemesi varsa uygulama tahsil etmeniz gereken tutarı ve şeklini (nakit veya kart) gösterir.</p>
<p>İşletme teslim konumunu onaylayınca kazancınız alacağınıza eklenir. İşletme işlem yapmazsa konum birkaç dakika sonra kendiliğinden onaylanır; “yanlış konum” derse operatör inceler.</p>`,
      },
      {
        slug: 'acil-durum-sos',
        title: 'Acil durum (SOS) bildirme',
        subtitle: 'Kaza, arıza ya da tehlikede ACİL düğmesine basın.',
        content: `<p>Kaza yaptığınızda, aracınız arızalandığında ya da kendinizi güvende hissetmediğinizde uygulamadaki kırmızı <strong>ACİL</strong> düğmesine basın.</p>
<ol>
<li>Açılan pencerede isterseniz ne olduğunu kısaca yazın (ör. “Kaza yaptım, motor arızalandı”).</li>
<li><strong>Acil durumu gönder</strong> düğmesine basın.</li>
</ol>
<p>Konumunuz ve açıklamanız bölge operatörünüze ve şef kuryenize hemen, sesli uyarıyla iletilir. Bildiriminizi biri gördüğünde ve kapattığında uygulamada kimin ilgilendiğini görürsünüz.</p>
<p><strong>Hayati tehlike varsa önce 112'yi arayın.</strong></p>`,
      },
      {
        slug: 'odeme-talebi',
        title: 'Hakediş ve ödeme talebi',
        subtitle: 'Alacağınızı görün, IBAN’ınızı kaydedin, ödeme isteyin.',
        content: `<p>Uygulamadaki <strong>Ödemelerim</strong> sekmesinde <strong>Alacağım</strong> tutarını ve üzerinizdeki kapıda ödeme nakdini görürsünüz. İşletmenin teslim onayını bekleyen kazançlar onaylanınca alacağınıza eklenir.</p>
<ol>
<li>Önce <strong>Banka hesabım</strong> bölümüne TR ile başlayan 26 karakterlik IBAN numaranızı girip kaydedin.</li>
<li><strong>Ödeme talebi</strong> bölümünde istediğiniz tutarı (en fazla talep edebileceğiniz tutar gösterilir) yazın ve <strong>Talep gönder</strong> düğmesine basın.</li>
</ol>
<p>Talebiniz muhasebeye iletilir. Onaylanan tutar bir ödeme grubuyla bankadan IBAN’ınıza havale edilir; reddedilirse gerekçesini <strong>Taleplerim</strong> listesinde görürsünüz. Aynı anda yalnızca bir talebiniz değerlendirmede olabilir.</p>`,
      },
    ],
  },
  {
    slug: 'ofis-icin',
    title: 'Ofis için',
    audiences: ['office'],
    guides: [
      {
        slug: 'acil-durum-sos-takibi',
        title: 'Acil durumları (SOS) takip etme',
        subtitle: 'Bir kurye ACİL düğmesine bastığında ne yapılır?',
        content: `<p>Bölgenizdeki bir kurye ACİL düğmesine bastığında ekranınızda sesli uyarıyla <strong>Acil Durum!</strong> penceresi açılır ve menüdeki <strong>Acil Durumlar</strong> yanında bir sayı görünür.</p>
<ol>
<li>Pencerede ya da <strong>Acil Durumlar</strong> sayfasında kuryenin adını, telefonunu, konumunu ve yazdığı açıklamayı görün.</li>
<li><strong>Gördüm</strong> düğmesine basın: kurye, bildirimini sizin gördüğünüzü uygulamasında görür ve diğer operatörler kimin ilgilendiğini bilir.</li>
<li>Kuryeyi arayın; gerekirse 112'ye haber verin, kuryenin elindeki işleri başka kuryeye atayın.</li>
<li>Durum çözülünce <strong>Çözüldü olarak kapat</strong> düğmesine basın ve kısa bir çözüm notu yazın.</li>
</ol>
<p>Kapatılan acil durumlar <strong>Çözülen</strong> sekmesinde kimin gördüğü ve kapattığıyla birlikte saklanır.</p>`,
      },
      {
        slug: 'kurye-hakedis-odemeleri',
        title: 'Kurye hakediş ödemeleri',
        subtitle: 'Ödeme grubu oluşturma, onaylama, havale listesi ve ödendi işareti.',
        content: `<p>Kuryelerin alacakları, işletmelerin onayladığı her teslimatla birikir. Ödemeler <strong>ödeme grupları</strong> ile yapılır.</p>
<ol>
<li><strong>Güncel Kurye Ödemeleri</strong> sayfasında her kuryenin bugünkü alacağını görün. Ödenecek kuryeleri seçip <strong>Ödeme grubu oluştur</strong> düğmesine basın; alacaklar taslak bir gruba alınır.</li>
<li>Kuryelerin gönderdiği talepleri <strong>Ödeme Talepleri</strong> sayfasında onaylayın ya da gerekçe yazarak reddedin; onaylanan tutar seçtiğiniz taslak gruba eklenir.</li>
<li><strong>Ödeme Grupları</strong> sayfasında grubu kontrol edin, gerekirse kuryeyi gruptan çıkarın ve grubu onaylayın.</li>
<li><strong>Havale listesini indir (Excel)</strong> ile kuryelerin IBAN ve tutarlarını bankaya verin.</li>
<li>Havaleler gönderildikten sonra <strong>Ödendi olarak işaretle</strong> düğmesine basıp bankanın referans numarasını girin. Kuryelerin alacakları bu tutar kadar düşer.</li>
</ol>
<p>Bir grubu iptal ederseniz içindeki alacaklar yeniden ödenebilir hâle gelir.</p>`,
      },
      {
        slug: 'isletme-talepleri',
        title: 'İşletme taleplerini sonuçlandırma',
        subtitle: 'Yanlış konum, ücret itirazı ve iptal taleplerine karar verme.',
        content: `<p>İşletmeler bir paket için yanlış konum, ücret itirazı ya da iptal talebi gönderdiğinde menüdeki <strong>İşletme Talepleri</strong> yanında görülmemiş talep sayısı çıkar.</p>
<ul>
<li><strong>Yanlış konum</strong>: haritada doğru teslim noktasını seçin; ücret yeni noktaya göre hesaplanıp işletmeden alınır.</li>
<li><strong>Ücrete itiraz</strong>: yeni ücreti ve gerekçesini yazın.</li>
<li><strong>İptal</strong>: paket henüz alınmadıysa iptal edin; ücret iade edilir.</li>
</ul>
<p>Talebi reddedebilirsiniz de; her durumda yazdığınız gerekçe işletmeye bildirim olarak gider.</p>`,
      },
      {
        slug: 'basvuru-degerlendirme',
        title: 'Başvuruları değerlendirme',
        subtitle: 'Kurye ve işletme başvurularını onaylama ya da reddetme.',
        content: `<p>Kurye ve işletme başvuruları menüdeki <strong>Başvurular</strong> altında listelenir. Bir başvuruyu açıp bilgilerini (T.C. kimlik no, telefon, bölge) kontrol edin.</p>
<p><strong>Onayla</strong> dediğinizde hesap oluşturulur ve başvuru sahibine şifresini belirlemesi için bir bağlantı e-postayla gönderilir. <strong>Reddet</strong> dediğinizde gerekçenizi yazmanız istenir.</p>`,
      },
    ],
  },
];

const FAQ_CATEGORIES: { slug: string; title: string; audiences: HelpAudience[]; faqs: [question: string, answer: string][] }[] = [
  {
    slug: 'sik-sorulanlar',
    title: 'Sık sorulanlar',
    audiences: ['store', 'courier', 'office'],
    faqs: [
      [
        'Şifremi unuttum, ne yapmalıyım?',
        'Giriş sayfasındaki “Şifremi unuttum” bağlantısına tıklayıp e-posta adresinizi yazın. Size bir saat geçerli bir şifre yenileme bağlantısı gönderilir.',
      ],
      [
        'Ekrandaki dili nasıl değiştiririm?',
        'Sayfanın üst kısmındaki dil düğmesinden Türkçe veya İngilizce seçebilirsiniz. Seçiminiz bu tarayıcıda hatırlanır.',
      ],
      [
        'Bildirimleri telefonuma nasıl alırım?',
        'Kullanıcı menüsünden anlık bildirimleri açın ve tarayıcınızın bildirim iznini verin. İzni daha önce engellediyseniz tarayıcı ayarlarından açmanız gerekir.',
      ],
    ],
  },
  {
    slug: 'isletme-sorulari',
    title: 'İşletmeler',
    audiences: ['store', 'office'],
    faqs: [
      [
        'Kontörüm yetmiyor uyarısı alıyorum, ne yapmalıyım?',
        'Kurye talebi oluşturmak için tahmini ücret kadar kullanılabilir kontörünüz olmalıdır. Kontör Yükle sayfasından kredi kartıyla yükleme yapın; ödeme onaylanınca tutar hemen bakiyenize eklenir.',
      ],
      [
        'Paket ücreti nasıl hesaplanıyor?',
        'Ücret, dükkânınızdan kuryenin paketi teslim ettiği noktaya olan mesafeye göre hesaplanır: bir açılış ücreti ve kilometre başına ücret, en az ücretin altına düşmeden. Talep oluştururken gördüğünüz tutar tahminidir.',
      ],
      [
        'Teslim konumunu onaylamazsam ne olur?',
        'İşlem yapmazsanız teslim konumu birkaç dakika sonra (varsayılan 5 dakika) otomatik olarak onaylanır ve ücret kontörünüzden düşülür. Konum yanlışsa süre dolmadan “Yanlış konum” deyin.',
      ],
      [
        'Talebimi iptal edebilir miyim?',
        'Kurye paketi almadan önce İş Listesi sayfasından veya devam eden talepler bölümünden İptal et düğmesiyle iptal edebilirsiniz. Paket alındıktan sonra Paket Geçmişi sayfasından operatöre talep gönderin.',
      ],
      [
        'Fatura nasıl alırım?',
        'Kullanım Geçmişi sayfasından dönem seçip fatura talebi gönderin. Muhasebe faturanızı kestiğinde bildirim alırsınız ve PDF’ini aynı sayfadan indirebilirsiniz.',
      ],
    ],
  },
  {
    slug: 'kurye-sorulari',
    title: 'Kuryeler',
    audiences: ['courier', 'office'],
    faqs: [
      [
        'Neden teklif gelmiyor?',
        'Teklif almak için Çalışma durumum alanı Müsait olmalı ve konum izni vermiş olmalısınız. Moladayken ya da çevrimdışıyken teklif gelmez; elinizdeki işler kapasitenizi doldurduysa (Dolu) bir işi bitirince yeni teklifler gelir.',
      ],
      [
        'Kazancım ne zaman alacağıma eklenir?',
        'İşletme teslim konumunu onayladığında ya da onay süresi dolduğunda. Onay bekleyen kazançlarınız Ödemelerim sekmesinde ayrıca gösterilir.',
      ],
      [
        'Kapıda tahsil ettiğim nakdi ne yapmalıyım?',
        'Tahsil ettiğiniz nakit “Üzerimdeki nakit” olarak görünür. Ofise teslim ettiğinizde muhasebe kaydını kapatır.',
      ],
    ],
  },
  {
    slug: 'ofis-sorulari',
    title: 'Ofis',
    audiences: ['office'],
    faqs: [
      [
        'Bir talebe elle kurye atayabilir miyim?',
        'Evet. Günlük Takip altındaki Talepler sayfasında talebi açıp kurye seçerek atayabilir veya başka kuryeye aktarabilirsiniz. Atama, kurye arama geçmişinde “Operatör tarafından atandı” olarak görünür.',
      ],
      [
        'Kuryelerin telefonlarını neden yıldızlı görüyorum?',
        'Telefon ve T.C. kimlik no kişisel veridir (KVKK). Rolünüzde kişisel veri görme yetkisi yoksa maskeli gösterilir. Gerekirse yöneticinizden yetki isteyin.',
      ],
      [
        'Giden e-postalar ulaşmadıysa ne yapmalıyım?',
        'Yönetici, Giden E-postalar sayfasında her e-postanın durumunu (gönderildi, başarısız) ve hatasını görür; başarısız olanları oradan yeniden gönderebilir.',
      ],
    ],
  },
];

/** Writes the help content when the help center is empty (at every start; an Admin's edits stay). */
export async function ensureHelpContent(tx: Tx) {
  const [{ n }] = await tx.select({ n: count() }).from(helpCategories);
  if (n > 0) return;
  const guideCats = await tx
    .insert(helpCategories)
    .values(GUIDE_CATEGORIES.map((c, i) => ({ kind: 'guide' as const, slug: c.slug, title: c.title, audiences: c.audiences, position: i })))
    .returning({ id: helpCategories.id, slug: helpCategories.slug });
  await tx.insert(helpGuides).values(
    GUIDE_CATEGORIES.flatMap((c) => {
      const categoryId = guideCats.find((g) => g.slug === c.slug)!.id;
      return c.guides.map((g, i) => ({ ...g, content: g.content.replace(/\n/g, ''), categoryId, position: i }));
    }),
  );
  const faqCats = await tx
    .insert(helpCategories)
    .values(FAQ_CATEGORIES.map((c, i) => ({ kind: 'faq' as const, slug: c.slug, title: c.title, audiences: c.audiences, position: i })))
    .returning({ id: helpCategories.id, slug: helpCategories.slug });
  await tx.insert(helpFaqs).values(
    FAQ_CATEGORIES.flatMap((c) => {
      const categoryId = faqCats.find((f) => f.slug === c.slug)!.id;
      return c.faqs.map(([question, answer], i) => ({ categoryId, question, answer, position: i }));
    }),
  );
}
