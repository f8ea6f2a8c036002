/** Editorial demo content for Aurelia Hotels & Resorts: offers, journal, FAQ, careers, policies, home-page blocks and corporate pages. */
import type {
  AboutSeed, BlogPostSeed, CareerSeed, CategorySeed, CorporateSeed, FaqSeed, GallerySeed, HostSeed,
  OfferSeed, PageSeed, PolicySeed, SellingPointSeed, SlideSeed, SocialSeed,
} from "./types"

export const offerCategories: CategorySeed[] = [
  { slug: "stay-longer", name: { en: "Stay longer", fr: "Séjours prolongés", ja: "長期滞在", zh: "长住优惠", vi: "Lưu trú dài ngày", de: "Länger bleiben", th: "การพักระยะยาว", id: "Menginap lebih lama" } },
  { slug: "romance", name: { en: "Romance", fr: "Escapades romantiques", ja: "ロマンス", zh: "浪漫之旅", vi: "Lãng mạn", de: "Romantik", th: "โรแมนติก", id: "Romantis" } },
  { slug: "family", name: { en: "Family", fr: "En famille", ja: "ファミリー", zh: "家庭出游", vi: "Gia đình", de: "Familie", th: "ครอบครัว", id: "Keluarga" } },
]

export const offers: OfferSeed[] = [
  {
    slug: "fourth-night-on-us", order: 1, category: "stay-longer", properties: [],
    title: { en: "Your fourth night, on us", fr: "La quatrième nuit vous est offerte", ja: "4泊目をご招待", zh: "第四晚由我们款待", vi: "Tặng đêm thứ tư", de: "Die vierte Nacht schenken wir Ihnen", th: "คืนที่สี่ เราขอมอบให้คุณ", id: "Malam keempat dari kami" },
    summary: { en: "Stay four nights at any Aurelia house and the fourth is our gift.", fr: "Séjournez quatre nuits dans l’une de nos maisons Aurelia : la quatrième est notre cadeau.", ja: "Aureliaのいずれかのホテルに4泊されると、4泊目を無料でご提供いたします。", zh: "入住任意一家Aurelia酒店满四晚，第四晚由我们赠送。", vi: "Lưu trú bốn đêm tại bất kỳ khách sạn Aurelia nào và đêm thứ tư là quà tặng của chúng tôi.", de: "Bleiben Sie vier Nächte in einem unserer Aurelia-Häuser – die vierte Nacht ist unser Geschenk.", th: "เข้าพักสี่คืนที่โรงแรม Aurelia แห่งใดก็ได้ แล้วรับคืนที่สี่เป็นของขวัญจากเรา", id: "Menginaplah empat malam di hotel Aurelia mana pun, dan malam keempat adalah hadiah dari kami." },
    description: {
      en: [
        "Some cities only reveal themselves on the third morning, once the jet lag has lifted and the neighbourhood café knows your order. Book four consecutive nights at any of our nine houses and we will take care of the last one, with breakfast included throughout.",
        "The offer applies to all room categories, subject to availability, and can be combined with our late check-out for direct bookings. Enter the code STAY4 when you search for dates; the saving is shown before you confirm. Free cancellation up to seven days before arrival.",
      ],
      fr: [
        "Certaines villes ne se dévoilent qu’au troisième matin, une fois le décalage horaire dissipé et votre commande connue du café du quartier. Réservez quatre nuits consécutives dans l’une de nos neuf maisons : nous vous offrons la dernière, petit-déjeuner inclus pendant tout le séjour.",
        "L’offre s’applique à toutes les catégories de chambres, selon disponibilité, et se cumule avec le départ tardif réservé aux réservations directes. Saisissez le code STAY4 lors de votre recherche : la remise s’affiche avant la confirmation. Annulation gratuite jusqu’à sept jours avant l’arrivée.",
      ],
      ja: [
        "街が本当の表情を見せてくれるのは、三日目の朝からかもしれません。時差ぼけが抜け、近所のカフェがいつもの注文を覚えてくれる頃です。9つのホテルのいずれかで4連泊をご予約いただくと、最後の1泊分を私たちが負担いたします。ご滞在中は毎日朝食付きです。",
        "本プランは全客室タイプが対象で（空室状況によります）、直接予約特典のレイトチェックアウトとも併用いただけます。日程検索時にコード「STAY4」をご入力ください。割引額はご予約確定前に表示されます。ご到着の7日前まで無料でキャンセルいただけます。",
      ],
      zh: [
        "有些城市要到第三个清晨才会真正展露面貌——那时时差已消，街角咖啡馆也记住了您常点的饮品。在我们九家酒店中任意一家连住四晚，最后一晚由我们承担，入住期间每日含早餐。",
        "此优惠适用于所有房型（视房态而定），并可与直接预订专享的延迟退房同时使用。搜索日期时输入优惠码STAY4，确认预订前即可看到优惠金额。抵达前七天可免费取消。",
      ],
      vi: [
        "Có những thành phố chỉ thực sự hé lộ mình vào buổi sáng thứ ba, khi cơn lệch múi giờ đã qua và quán cà phê đầu phố đã nhớ món quen của bạn. Đặt bốn đêm liên tiếp tại một trong chín khách sạn của chúng tôi, đêm cuối cùng sẽ do chúng tôi đài thọ, kèm bữa sáng mỗi ngày.",
        "Ưu đãi áp dụng cho mọi hạng phòng, tùy tình trạng phòng trống, và có thể kết hợp với quyền trả phòng muộn dành cho khách đặt trực tiếp. Nhập mã STAY4 khi tìm kiếm ngày lưu trú; khoản tiết kiệm sẽ hiển thị trước khi bạn xác nhận. Miễn phí hủy đến bảy ngày trước ngày đến.",
      ],
      de: [
        "Manche Städte zeigen sich erst am dritten Morgen, wenn der Jetlag verflogen ist und man im Café um die Ecke Ihre Bestellung kennt. Buchen Sie vier aufeinanderfolgende Nächte in einem unserer neun Häuser, und wir übernehmen die letzte – mit Frühstück während des ganzen Aufenthalts.",
        "Das Angebot gilt für alle Zimmerkategorien, je nach Verfügbarkeit, und lässt sich mit dem späten Check-out für Direktbuchende kombinieren. Geben Sie bei der Suche den Code STAY4 ein; die Ersparnis wird vor der Bestätigung angezeigt. Kostenlose Stornierung bis sieben Tage vor Anreise.",
      ],
      th: [
        "บางเมืองจะเผยเสน่ห์ที่แท้จริงในเช้าวันที่สาม เมื่ออาการเจ็ตแล็กจางหาย และร้านกาแฟหัวมุมถนนจำเมนูประจำของคุณได้แล้ว จองห้องพักสี่คืนติดต่อกันที่โรงแรมแห่งใดก็ได้ในเก้าแห่งของเรา แล้วเราจะดูแลค่าห้องคืนสุดท้ายให้ พร้อมอาหารเช้าทุกวันตลอดการเข้าพัก",
        "ข้อเสนอนี้ใช้ได้กับห้องพักทุกประเภท ขึ้นอยู่กับห้องว่าง และใช้ร่วมกับสิทธิ์เช็กเอาต์ล่าช้าสำหรับผู้จองโดยตรงได้ เพียงกรอกรหัส STAY4 ขณะค้นหาวันเข้าพัก ส่วนลดจะแสดงก่อนยืนยันการจอง ยกเลิกได้ฟรีถึงเจ็ดวันก่อนวันเข้าพัก",
      ],
      id: [
        "Beberapa kota baru menunjukkan wajah aslinya pada pagi ketiga, saat jet lag sudah hilang dan kafe di ujung jalan sudah hafal pesanan Anda. Pesan empat malam berturut-turut di salah satu dari sembilan hotel kami, dan malam terakhir kami yang tanggung, lengkap dengan sarapan setiap hari.",
        "Penawaran ini berlaku untuk semua kategori kamar, tergantung ketersediaan, dan dapat digabungkan dengan check-out lebih lambat bagi pemesan langsung. Masukkan kode STAY4 saat mencari tanggal; potongan harga akan tampil sebelum Anda mengonfirmasi. Pembatalan gratis hingga tujuh hari sebelum kedatangan.",
      ],
    },
    promoCode: "STAY4", discountPercent: 25, validFrom: "2026-11-01", validTo: "2027-10-31",
    image: { scene: "suite", place: "paris", seed: 112, mood: "golden" },
  },
  {
    slug: "ubud-green-season", order: 2, category: "stay-longer", properties: ["aurelia-ubud-retreat"],
    title: { en: "Seven nights in the rice terraces", fr: "Sept nuits au cœur des rizières", ja: "棚田に抱かれる7泊", zh: "稻田间的七晚时光", vi: "Bảy đêm giữa ruộng bậc thang", de: "Sieben Nächte zwischen Reisterrassen", th: "เจ็ดคืนท่ามกลางนาขั้นบันได", id: "Tujuh malam di tengah sawah terasering" },
    summary: { en: "Stay a week or more at Aurelia Ubud Retreat and save 30% on your villa.", fr: "Séjournez une semaine ou plus à l’Aurelia Ubud Retreat et économisez 30 % sur votre villa.", ja: "Aurelia Ubud Retreatに1週間以上ご滞在で、ヴィラ料金が30%オフになります。", zh: "在Aurelia Ubud Retreat入住一周或以上，别墅房费可享七折优惠。", vi: "Lưu trú từ một tuần trở lên tại Aurelia Ubud Retreat và tiết kiệm 30% giá biệt thự.", de: "Bleiben Sie eine Woche oder länger im Aurelia Ubud Retreat und sparen Sie 30 % auf Ihre Villa.", th: "เข้าพักตั้งแต่หนึ่งสัปดาห์ขึ้นไปที่ Aurelia Ubud Retreat รับส่วนลดค่าวิลล่า 30%", id: "Menginaplah seminggu atau lebih di Aurelia Ubud Retreat dan hemat 30% untuk vila Anda." },
    description: {
      en: [
        "The green season in Ubud brings warm afternoon showers, emerald rice terraces and a quieter village. Stay seven nights or more in one of our jungle villas and enjoy thirty percent off, daily breakfast by the pool and one Balinese massage per guest during your stay.",
        "Our guest team can shape the week around you: a morning with a rice farmer in Tegallalang, a cooking class that starts at the market, or simply long hours with a book on the terrace. Valid for stays from November to March, with free cancellation up to fourteen days before arrival.",
      ],
      fr: [
        "La saison verte apporte à Ubud des averses tièdes l’après-midi, des rizières couleur émeraude et un village plus paisible. Séjournez sept nuits ou plus dans l’une de nos villas nichées dans la jungle et profitez de 30 % de réduction, du petit-déjeuner quotidien au bord de la piscine et d’un massage balinais par personne.",
        "Notre équipe compose la semaine selon vos envies : une matinée avec un riziculteur à Tegallalang, un cours de cuisine qui commence au marché, ou simplement de longues heures de lecture sur la terrasse. Valable pour les séjours de novembre à mars, avec annulation gratuite jusqu’à quatorze jours avant l’arrivée.",
      ],
      ja: [
        "ウブドのグリーンシーズンは、午後の温かなスコール、エメラルド色に輝く棚田、そして静けさを取り戻した村の風景をもたらします。ジャングルに佇むヴィラに7泊以上ご滞在いただくと、30%の割引に加え、プールサイドでの毎日の朝食と、お一人様1回のバリニーズマッサージをご用意いたします。",
        "ゲストチームが、お客様に合わせた1週間をお手伝いします。テガラランの稲作農家と過ごす朝、市場から始まる料理教室、あるいはテラスで本を片手に過ごす長い午後。11月から3月までのご滞在が対象で、ご到着の14日前まで無料でキャンセルいただけます。",
      ],
      zh: [
        "乌布的绿季带来午后温暖的阵雨、翡翠般的梯田和更加宁静的村庄。在我们隐于丛林的别墅入住七晚或以上，即可享受七折优惠、每日泳池畔早餐，以及每位宾客一次巴厘岛传统按摩。",
        "我们的宾客团队可以为您量身安排这一周：在德格拉朗与稻农共度一个清晨，参加从市场出发的烹饪课，或只是在露台上捧书度过悠长时光。适用于11月至次年3月的入住，抵达前十四天可免费取消。",
      ],
      vi: [
        "Mùa xanh ở Ubud mang đến những cơn mưa chiều ấm áp, ruộng bậc thang xanh như ngọc và một ngôi làng yên tĩnh hơn. Lưu trú từ bảy đêm trở lên tại một trong những biệt thự giữa rừng của chúng tôi để được giảm ba mươi phần trăm, dùng bữa sáng bên hồ bơi mỗi ngày và tận hưởng một buổi mát-xa Bali cho mỗi khách.",
        "Đội ngũ của chúng tôi sẽ thiết kế tuần nghỉ theo ý bạn: một buổi sáng cùng người nông dân trồng lúa ở Tegallalang, một lớp học nấu ăn bắt đầu từ chợ, hay đơn giản là những giờ dài đọc sách trên hiên. Áp dụng cho kỳ lưu trú từ tháng Mười Một đến tháng Ba, miễn phí hủy đến mười bốn ngày trước ngày đến.",
      ],
      de: [
        "Die grüne Saison bringt Ubud warme Nachmittagsschauer, smaragdgrüne Reisterrassen und ein ruhigeres Dorf. Bleiben Sie sieben Nächte oder länger in einer unserer Dschungelvillen und geniessen Sie 30 Prozent Rabatt, täglich Frühstück am Pool sowie eine balinesische Massage pro Gast.",
        "Unser Gästeteam gestaltet die Woche ganz nach Ihnen: ein Morgen mit einem Reisbauern in Tegallalang, ein Kochkurs, der auf dem Markt beginnt, oder einfach lange Stunden mit einem Buch auf der Terrasse. Gültig für Aufenthalte von November bis März, kostenlose Stornierung bis vierzehn Tage vor Anreise.",
      ],
      th: [
        "ฤดูเขียวในอูบุดมาพร้อมสายฝนอุ่น ๆ ยามบ่าย นาขั้นบันไดสีมรกต และหมู่บ้านที่เงียบสงบกว่าเดิม เข้าพักตั้งแต่เจ็ดคืนขึ้นไปในวิลล่ากลางป่าของเรา รับส่วนลดสามสิบเปอร์เซ็นต์ อาหารเช้าริมสระว่ายน้ำทุกวัน และนวดแผนบาหลีหนึ่งครั้งสำหรับผู้เข้าพักแต่ละท่าน",
        "ทีมงานของเราพร้อมออกแบบหนึ่งสัปดาห์ให้เข้ากับคุณ ไม่ว่าจะเป็นยามเช้ากับชาวนาที่เตกัลลาลัง คลาสทำอาหารที่เริ่มต้นจากตลาด หรือเพียงใช้เวลายาวนานกับหนังสือสักเล่มบนระเบียง ใช้ได้สำหรับการเข้าพักตั้งแต่เดือนพฤศจิกายนถึงมีนาคม ยกเลิกได้ฟรีถึงสิบสี่วันก่อนวันเข้าพัก",
      ],
      id: [
        "Musim hijau di Ubud membawa hujan sore yang hangat, sawah terasering sehijau zamrud, dan desa yang lebih tenang. Menginaplah tujuh malam atau lebih di salah satu vila kami di tengah hutan dan nikmati potongan tiga puluh persen, sarapan harian di tepi kolam renang, serta satu pijat Bali untuk setiap tamu.",
        "Tim kami siap menyusun minggu Anda sesuai keinginan: pagi bersama petani padi di Tegallalang, kelas memasak yang dimulai dari pasar, atau sekadar berjam-jam membaca buku di teras. Berlaku untuk masa menginap November hingga Maret, dengan pembatalan gratis hingga empat belas hari sebelum kedatangan.",
      ],
    },
    promoCode: "SLOWUBUD", discountPercent: 30, validFrom: "2026-11-01", validTo: "2027-03-31",
    image: { scene: "mountain", place: "ubud", seed: 245, mood: "dawn" },
  },
  {
    slug: "paris-for-two", order: 3, category: "romance", properties: ["aurelia-paris-saint-germain"],
    title: { en: "Paris for two", fr: "Paris à deux", ja: "ふたりのパリ", zh: "二人的巴黎", vi: "Paris cho hai người", de: "Paris zu zweit", th: "ปารีสสำหรับสองคน", id: "Paris berdua" },
    summary: { en: "A Saint-Germain suite, champagne on arrival and breakfast in bed, as late as you like.", fr: "Une suite à Saint-Germain, du champagne à l’arrivée et le petit-déjeuner au lit, aussi tard que vous le souhaitez.", ja: "サンジェルマンのスイート、到着時のシャンパン、そしてお好きな時間にベッドでいただく朝食。", zh: "圣日耳曼的套房、抵达时的香槟，以及随心享用的床上早餐。", vi: "Một suite ở Saint-Germain, champagne khi đến và bữa sáng trên giường vào bất cứ giờ nào bạn muốn.", de: "Eine Suite in Saint-Germain, Champagner bei der Ankunft und Frühstück im Bett, so spät Sie möchten.", th: "ห้องสวีทในย่านแซ็ง-แฌร์แม็ง แชมเปญต้อนรับ และอาหารเช้าบนเตียงในเวลาที่คุณต้องการ", id: "Suite di Saint-Germain, sampanye saat tiba, dan sarapan di tempat tidur kapan pun Anda mau." },
    description: {
      en: [
        "Left Bank evenings have a particular light, and this package is built around it. You will find a bottle of champagne chilling in your suite on arrival, fresh peonies from a florist on Rue de Buci, and breakfast for two served in your room whenever you wake.",
        "We also reserve a table at a neighbourhood bistro we love, and check-out is extended to 14:00. Available for a minimum of two nights in our Junior Suites and Suites, with fifteen percent off the flexible rate. Use the code ADEUX when booking.",
      ],
      fr: [
        "Les soirées de la Rive gauche ont une lumière bien à elles, et ce forfait a été pensé autour d’elle. À votre arrivée, une bouteille de champagne vous attend au frais dans votre suite, avec des pivoines d’un fleuriste de la rue de Buci ; le petit-déjeuner pour deux est servi en chambre à l’heure de votre réveil.",
        "Nous vous réservons également une table dans un bistrot du quartier que nous aimons, et le départ est prolongé jusqu’à 14 h. Offre valable pour deux nuits minimum en Junior Suite et en Suite, avec 15 % de réduction sur le tarif flexible. Code à utiliser lors de la réservation : ADEUX.",
      ],
      ja: [
        "セーヌ左岸の夕暮れには特別な光があり、このプランはその光を中心に組み立てました。ご到着時には、スイートに冷えたシャンパンと、ビュシ通りの花屋から届いた芍薬をご用意。お目覚めの時間に合わせて、おふたり分の朝食をお部屋にお届けします。",
        "さらに、私たちが愛する界隈のビストロにディナーのお席をご予約し、チェックアウトは14:00まで延長いたします。ジュニアスイートおよびスイートにて2泊以上でご利用いただけ、フレキシブル料金から15%割引となります。ご予約時にコード「ADEUX」をご入力ください。",
      ],
      zh: [
        "左岸的黄昏有着独特的光线，这套礼遇正是围绕它而设计。抵达时，套房内已为您冰镇好一瓶香槟，并摆上来自比西街花店的新鲜芍药；早餐则在您醒来之时送至房间，供两人共享。",
        "我们还会在一家我们钟爱的街区小酒馆为您预留晚餐座位，退房时间延长至14:00。适用于小型套房及套房，至少入住两晚，可享弹性房价八五折。预订时请使用优惠码ADEUX。",
      ],
      vi: [
        "Những buổi tối bên Tả Ngạn có một thứ ánh sáng rất riêng, và gói ưu đãi này được xây dựng quanh nó. Khi đến, bạn sẽ thấy một chai champagne ướp lạnh trong suite, những bông mẫu đơn tươi từ tiệm hoa trên phố Buci, và bữa sáng cho hai người được phục vụ tại phòng bất cứ khi nào bạn thức dậy.",
        "Chúng tôi cũng đặt sẵn một bàn tại quán bistro quen thuộc trong khu phố, và giờ trả phòng được kéo dài đến 14:00. Áp dụng cho tối thiểu hai đêm tại hạng Junior Suite và Suite, giảm mười lăm phần trăm so với giá linh hoạt. Dùng mã ADEUX khi đặt phòng.",
      ],
      de: [
        "Die Abende am linken Seineufer haben ein ganz eigenes Licht, und dieses Arrangement ist um es herum gestaltet. Bei Ihrer Ankunft erwartet Sie eine gekühlte Flasche Champagner in der Suite, dazu frische Pfingstrosen von einem Floristen in der Rue de Buci, und das Frühstück für zwei wird serviert, wann immer Sie aufwachen.",
        "Zudem reservieren wir Ihnen einen Tisch in einem Quartierbistro, das wir lieben, und der Check-out verlängert sich bis 14 Uhr. Buchbar ab zwei Nächten in unseren Junior Suiten und Suiten, mit 15 Prozent Rabatt auf den flexiblen Tarif. Verwenden Sie bei der Buchung den Code ADEUX.",
      ],
      th: [
        "ยามเย็นริมฝั่งซ้ายของแม่น้ำแซนมีแสงที่เป็นเอกลักษณ์ และแพ็กเกจนี้สร้างขึ้นรอบแสงนั้น เมื่อมาถึง คุณจะพบแชมเปญแช่เย็นรออยู่ในห้องสวีท พร้อมดอกโบตั๋นสดจากร้านดอกไม้บนถนนบูซี และอาหารเช้าสำหรับสองท่านที่เสิร์ฟถึงห้องทุกเมื่อที่คุณตื่น",
        "เรายังจองโต๊ะอาหารค่ำที่บิสโทรประจำย่านที่เราชื่นชอบไว้ให้ และขยายเวลาเช็กเอาต์ถึง 14:00 น. สำหรับการเข้าพักอย่างน้อยสองคืนในห้องจูเนียร์สวีทและสวีท รับส่วนลดสิบห้าเปอร์เซ็นต์จากราคาแบบยืดหยุ่น ใช้รหัส ADEUX เมื่อทำการจอง",
      ],
      id: [
        "Senja di Tepi Kiri Paris punya cahaya yang khas, dan paket ini dirancang di sekelilingnya. Saat tiba, sebotol sampanye dingin menanti di suite Anda bersama bunga peoni segar dari toko bunga di Rue de Buci, dan sarapan untuk berdua disajikan di kamar kapan pun Anda bangun.",
        "Kami juga memesankan meja di bistro lingkungan favorit kami, dan waktu check-out diperpanjang hingga pukul 14.00. Berlaku minimal dua malam di Junior Suite dan Suite, dengan potongan lima belas persen dari tarif fleksibel. Gunakan kode ADEUX saat memesan.",
      ],
    },
    promoCode: "ADEUX", discountPercent: 15, validFrom: "2026-11-01", validTo: "2027-06-30",
    image: { scene: "suite", place: "paris", view: "rooftops", seed: 318, mood: "night" },
  },
  {
    slug: "honeymoon-by-the-water", order: 4, category: "romance", properties: ["aurelia-nice-promenade", "aurelia-bangkok-riverside", "aurelia-hoi-an-riverside"],
    title: { en: "Honeymoon by the water", fr: "Lune de miel au fil de l’eau", ja: "水辺のハネムーン", zh: "水畔蜜月", vi: "Tuần trăng mật bên sông nước", de: "Flitterwochen am Wasser", th: "ฮันนีมูนริมน้ำ", id: "Bulan madu di tepi air" },
    summary: { en: "For newlyweds: a room upgrade, sunset cocktails and a couples’ spa ritual by the sea or the river.", fr: "Pour les jeunes mariés : un surclassement, des cocktails au coucher du soleil et un rituel de spa en duo, au bord de la mer ou du fleuve.", ja: "新婚のおふたりへ。客室のアップグレード、サンセットカクテル、そして海辺や川辺でのカップルスパをご用意します。", zh: "献给新婚伴侣：客房升级、日落鸡尾酒，以及在海畔或河畔的双人水疗仪式。", vi: "Dành cho đôi vợ chồng mới cưới: nâng hạng phòng, cocktail ngắm hoàng hôn và liệu trình spa đôi bên biển hoặc bên sông.", de: "Für frisch Verheiratete: ein Zimmer-Upgrade, Cocktails bei Sonnenuntergang und ein Spa-Ritual zu zweit am Meer oder am Fluss.", th: "สำหรับคู่แต่งงานใหม่ อัปเกรดห้องพัก ค็อกเทลยามพระอาทิตย์ตก และสปาสำหรับคู่รักริมทะเลหรือริมแม่น้ำ", id: "Untuk pengantin baru: peningkatan kamar, koktail saat matahari terbenam, dan ritual spa berdua di tepi laut atau sungai." },
    description: {
      en: [
        "Whether it is the Mediterranean at Nice, the Chao Phraya in Bangkok or the Thu Bồn river in Hoi An, water sets the pace of these first days together. We upgrade your room on arrival whenever possible and pour two sunset cocktails on the terrace.",
        "Each stay includes a ninety-minute couples’ ritual at the spa and twenty percent off the best available rate for three nights or more. Please bring your marriage certificate, issued within the last twelve months, when you check in.",
      ],
      fr: [
        "Que ce soit la Méditerranée à Nice, la Chao Phraya à Bangkok ou la rivière Thu Bồn à Hội An, l’eau donne le rythme de ces premiers jours à deux. Nous surclassons votre chambre à l’arrivée dès que possible et vous servons deux cocktails au coucher du soleil sur la terrasse.",
        "Chaque séjour comprend un rituel en duo de quatre-vingt-dix minutes au spa et 20 % de réduction sur le meilleur tarif disponible à partir de trois nuits. Merci de présenter votre acte de mariage, datant de moins de douze mois, lors de l’enregistrement.",
      ],
      ja: [
        "ニースの地中海、バンコクのチャオプラヤー川、ホイアンのトゥボン川。どの水辺でも、水がおふたりの最初の日々のリズムを刻みます。ご到着時には可能な限り客室をアップグレードし、テラスでサンセットカクテルを2杯お注ぎします。",
        "各ご滞在には、スパでの90分間のカップル向けトリートメントが含まれ、3泊以上のご予約でベストアベイラブルレートから20%割引となります。チェックインの際は、発行から12か月以内の婚姻証明書をご提示ください。",
      ],
      zh: [
        "无论是尼斯的地中海、曼谷的湄南河，还是会安的秋盆河，水都为新婚伊始的日子定下节奏。抵达时我们会尽可能为您升级客房，并在露台上奉上两杯日落鸡尾酒。",
        "每次入住均含九十分钟的双人水疗仪式，入住三晚或以上可享最优可用房价八折。办理入住时，请出示十二个月内签发的结婚证书。",
      ],
      vi: [
        "Dù là Địa Trung Hải ở Nice, sông Chao Phraya ở Bangkok hay sông Thu Bồn ở Hội An, mặt nước luôn định nhịp cho những ngày đầu tiên bên nhau. Chúng tôi sẽ nâng hạng phòng khi bạn đến nếu có thể và mời hai ly cocktail ngắm hoàng hôn trên sân hiên.",
        "Mỗi kỳ lưu trú bao gồm liệu trình spa đôi chín mươi phút và giảm hai mươi phần trăm trên giá tốt nhất hiện có khi ở từ ba đêm trở lên. Vui lòng mang theo giấy chứng nhận kết hôn được cấp trong vòng mười hai tháng khi nhận phòng.",
      ],
      de: [
        "Ob das Mittelmeer in Nizza, der Chao Phraya in Bangkok oder der Fluss Thu Bồn in Hoi An – das Wasser bestimmt den Rhythmus dieser ersten gemeinsamen Tage. Bei Ankunft stufen wir Ihr Zimmer nach Möglichkeit höher ein und servieren zwei Cocktails bei Sonnenuntergang auf der Terrasse.",
        "Jeder Aufenthalt umfasst ein neunzigminütiges Spa-Ritual zu zweit sowie 20 Prozent Rabatt auf den besten verfügbaren Tarif ab drei Nächten. Bitte bringen Sie zum Check-in Ihre Heiratsurkunde mit, die nicht älter als zwölf Monate ist.",
      ],
      th: [
        "ไม่ว่าจะเป็นทะเลเมดิเตอร์เรเนียนที่นีซ แม่น้ำเจ้าพระยาที่กรุงเทพฯ หรือแม่น้ำทูโบนที่ฮอยอัน สายน้ำคือจังหวะของวันแรก ๆ ที่ได้อยู่ด้วยกัน เราจะอัปเกรดห้องพักให้เมื่อคุณมาถึงหากเป็นไปได้ และเสิร์ฟค็อกเทลยามอาทิตย์อัสดงสองแก้วบนระเบียง",
        "การเข้าพักแต่ละครั้งรวมสปาสำหรับคู่รักเก้าสิบนาที และส่วนลดยี่สิบเปอร์เซ็นต์จากราคาดีที่สุดที่มีอยู่เมื่อเข้าพักตั้งแต่สามคืนขึ้นไป กรุณานำทะเบียนสมรสที่ออกให้ภายในสิบสองเดือนมาแสดงในวันเช็กอิน",
      ],
      id: [
        "Entah Laut Tengah di Nice, Sungai Chao Phraya di Bangkok, atau Sungai Thu Bồn di Hoi An, airlah yang mengatur irama hari-hari pertama Anda bersama. Kami akan meningkatkan kamar Anda saat tiba bila memungkinkan dan menyajikan dua koktail senja di teras.",
        "Setiap masa menginap mencakup ritual spa berdua selama sembilan puluh menit dan potongan dua puluh persen dari tarif terbaik yang tersedia untuk tiga malam atau lebih. Mohon bawa akta nikah yang diterbitkan dalam dua belas bulan terakhir saat check-in.",
      ],
    },
    discountPercent: 20, validFrom: "2027-01-01", validTo: "2027-12-31",
    image: { scene: "beach", place: "nice", seed: 427, mood: "dusk" },
  },
  {
    slug: "japan-with-children", order: 5, category: "family", properties: ["aurelia-tokyo-marunouchi", "aurelia-kyoto-higashiyama"],
    title: { en: "Japan with the children", fr: "Le Japon en famille", ja: "お子様と楽しむ日本", zh: "带孩子游日本", vi: "Khám phá Nhật Bản cùng con", de: "Japan mit Kindern", th: "เที่ยวญี่ปุ่นกับลูก ๆ", id: "Menjelajah Jepang bersama anak" },
    summary: { en: "Connecting rooms, free breakfast for children and a family welcome in Tokyo and Kyoto.", fr: "Chambres communicantes, petit-déjeuner offert aux enfants et accueil dédié aux familles à Tokyo et à Kyoto.", ja: "コネクティングルーム、お子様の朝食無料、東京と京都でのファミリー向けおもてなし。", zh: "连通房、儿童免费早餐，以及在东京和京都为家庭准备的专属欢迎礼遇。", vi: "Phòng thông nhau, bữa sáng miễn phí cho trẻ em và sự chào đón dành riêng cho gia đình tại Tokyo và Kyoto.", de: "Verbindungszimmer, Frühstück gratis für Kinder und ein herzlicher Familienempfang in Tokio und Kyoto.", th: "ห้องพักแบบเชื่อมต่อ อาหารเช้าฟรีสำหรับเด็ก และการต้อนรับครอบครัวอย่างอบอุ่นที่โตเกียวและเกียวโต", id: "Kamar terhubung, sarapan gratis untuk anak-anak, dan sambutan khusus keluarga di Tokyo dan Kyoto." },
    description: {
      en: [
        "Travelling through Japan with children is easier than it sounds, especially with a room that feels like home at each end of the Shinkansen. We reserve connecting rooms or a family suite, provide child-sized yukata and slippers, and serve breakfast free of charge to children under twelve.",
        "Our concierges share their own favourite family outings, from Tokyo’s digital art museums to feeding koi in a quiet Kyoto temple garden. Combine both hotels in one trip and we forward your luggage between them at no cost. Use the code FAMILYJP for fifteen percent off.",
      ],
      fr: [
        "Voyager au Japon avec des enfants est plus simple qu’il n’y paraît, surtout avec une chambre où l’on se sent chez soi à chaque bout du Shinkansen. Nous réservons des chambres communicantes ou une suite familiale, prévoyons yukata et chaussons à leur taille, et offrons le petit-déjeuner aux moins de douze ans.",
        "Nos concierges partagent leurs sorties préférées en famille, des musées d’art numérique de Tokyo au nourrissage des carpes koï dans un paisible jardin de temple à Kyoto. Combinez les deux hôtels et nous faisons suivre vos bagages gratuitement. Code FAMILYJP pour 15 % de réduction.",
      ],
      ja: [
        "お子様連れの日本旅行は、思っているよりも気軽なもの。新幹線の両端に、わが家のようにくつろげる部屋があればなおさらです。コネクティングルームまたはファミリースイートをご用意し、お子様サイズの浴衣とスリッパを揃え、12歳未満のお子様の朝食は無料でご提供いたします。",
        "コンシェルジュが、自らも家族で訪れるお気に入りの場所をご紹介します。東京のデジタルアートミュージアムから、京都の静かな寺院の庭で鯉に餌をあげるひとときまで。両ホテルを組み合わせたご旅行では、ホテル間のお荷物の配送を無料で承ります。コード「FAMILYJP」で15%割引となります。",
      ],
      zh: [
        "带孩子游日本比想象中更轻松，尤其是当新干线两端都有一间宾至如归的客房等着您。我们会为您预留连通房或家庭套房，准备儿童尺码的浴衣和拖鞋，并为十二岁以下儿童免费提供早餐。",
        "礼宾团队会分享他们自己最爱的亲子去处，从东京的数字艺术博物馆，到京都静谧寺院庭园里喂锦鲤。一次行程入住两家酒店，我们免费为您在两地之间转运行李。使用优惠码FAMILYJP可享八五折。",
      ],
      vi: [
        "Du lịch Nhật Bản cùng trẻ nhỏ dễ dàng hơn bạn nghĩ, nhất là khi ở mỗi đầu tuyến Shinkansen đều có một căn phòng ấm cúng như ở nhà. Chúng tôi giữ phòng thông nhau hoặc suite gia đình, chuẩn bị yukata và dép vừa cỡ cho bé, và miễn phí bữa sáng cho trẻ dưới mười hai tuổi.",
        "Các nhân viên concierge sẽ chia sẻ những nơi vui chơi gia đình mà chính họ yêu thích, từ các bảo tàng nghệ thuật số ở Tokyo đến việc cho cá koi ăn trong khu vườn chùa yên tĩnh ở Kyoto. Kết hợp cả hai khách sạn trong một chuyến đi, chúng tôi sẽ chuyển hành lý giữa hai nơi miễn phí. Dùng mã FAMILYJP để được giảm mười lăm phần trăm.",
      ],
      de: [
        "Mit Kindern durch Japan zu reisen ist einfacher, als es klingt – besonders mit einem Zimmer, das sich an beiden Enden der Shinkansen-Strecke wie zu Hause anfühlt. Wir reservieren Verbindungszimmer oder eine Familiensuite, legen Yukata und Hausschuhe in Kindergrösse bereit und servieren Kindern unter zwölf Jahren das Frühstück gratis.",
        "Unsere Concierges verraten ihre eigenen liebsten Familienausflüge, von Tokios digitalen Kunstmuseen bis zum Koi-Füttern in einem stillen Tempelgarten in Kyoto. Kombinieren Sie beide Hotels auf einer Reise, und wir senden Ihr Gepäck kostenlos weiter. Mit dem Code FAMILYJP sparen Sie 15 Prozent.",
      ],
      th: [
        "การเที่ยวญี่ปุ่นกับเด็ก ๆ ง่ายกว่าที่คิด โดยเฉพาะเมื่อมีห้องพักที่อบอุ่นเหมือนบ้านรออยู่ทั้งสองปลายทางของชินคันเซ็น เราจัดเตรียมห้องพักแบบเชื่อมต่อหรือห้องสวีทสำหรับครอบครัว ชุดยูกาตะและรองเท้าแตะขนาดเด็ก และเสิร์ฟอาหารเช้าฟรีสำหรับเด็กอายุต่ำกว่าสิบสองปี",
        "คอนเซียร์จของเรายินดีแนะนำสถานที่เที่ยวกับครอบครัวที่พวกเขาชื่นชอบเอง ตั้งแต่พิพิธภัณฑ์ศิลปะดิจิทัลในโตเกียว ไปจนถึงการให้อาหารปลาคาร์ปในสวนวัดอันเงียบสงบของเกียวโต หากเข้าพักทั้งสองโรงแรมในทริปเดียว เราจะส่งสัมภาระระหว่างโรงแรมให้โดยไม่มีค่าใช้จ่าย ใช้รหัส FAMILYJP รับส่วนลดสิบห้าเปอร์เซ็นต์",
      ],
      id: [
        "Berwisata keliling Jepang bersama anak-anak lebih mudah dari yang dibayangkan, apalagi jika di setiap ujung perjalanan Shinkansen ada kamar yang terasa seperti rumah. Kami menyiapkan kamar terhubung atau suite keluarga, yukata dan sandal ukuran anak, serta sarapan gratis untuk anak di bawah dua belas tahun.",
        "Concierge kami akan berbagi tempat wisata keluarga favorit mereka sendiri, dari museum seni digital di Tokyo hingga memberi makan ikan koi di taman kuil yang tenang di Kyoto. Gabungkan kedua hotel dalam satu perjalanan dan kami akan mengirim bagasi Anda di antara keduanya tanpa biaya. Gunakan kode FAMILYJP untuk potongan lima belas persen.",
      ],
    },
    promoCode: "FAMILYJP", discountPercent: 15, validFrom: "2026-11-01", validTo: "2027-08-31",
    image: { scene: "room", place: "tokyo", view: "palace", seed: 536, mood: "day" },
  },
  {
    slug: "children-stay-free", order: 6, category: "family", properties: [],
    title: { en: "Children stay free, breakfast included", fr: "Séjour offert aux enfants, petit-déjeuner compris", ja: "お子様の宿泊・朝食無料", zh: "儿童免费入住，含早餐", vi: "Trẻ em ở miễn phí, bao gồm bữa sáng", de: "Kinder übernachten gratis, inklusive Frühstück", th: "เด็กพักฟรี รวมอาหารเช้า", id: "Anak menginap gratis, termasuk sarapan" },
    summary: { en: "Up to two children under twelve stay free in their parents’ room, with breakfast, at all nine houses.", fr: "Jusqu’à deux enfants de moins de douze ans séjournent gratuitement dans la chambre de leurs parents, petit-déjeuner compris, dans nos neuf maisons.", ja: "全9ホテルにて、12歳未満のお子様2名様まで、ご両親と同室で宿泊・朝食が無料になります。", zh: "在全部九家酒店，最多两名十二岁以下儿童与父母同住可免费入住并享用早餐。", vi: "Tối đa hai trẻ dưới mười hai tuổi ở miễn phí cùng phòng với cha mẹ, kèm bữa sáng, tại cả chín khách sạn.", de: "In allen neun Häusern übernachten bis zu zwei Kinder unter zwölf Jahren gratis im Zimmer der Eltern, inklusive Frühstück.", th: "เด็กอายุต่ำกว่าสิบสองปีไม่เกินสองคนพักฟรีในห้องเดียวกับผู้ปกครอง พร้อมอาหารเช้า ที่โรงแรมทั้งเก้าแห่งของเรา", id: "Hingga dua anak di bawah dua belas tahun menginap gratis di kamar orang tua, termasuk sarapan, di kesembilan hotel kami." },
    description: {
      en: [
        "Holidays are better when everyone is included. At every Aurelia house, up to two children under twelve stay free in their parents’ room and enjoy breakfast at no extra cost. Cots, baby baths and bottle warmers are ready before you arrive; simply let us know their ages.",
        "Older children receive a welcome kit designed with local illustrators, and our hotels in Nice, Ubud and Hoi An run a daily programme of nature walks, cooking and crafts. Valid on the flexible rate for stays from June to September 2027 with the code KIDSFREE.",
      ],
      fr: [
        "Les vacances sont plus belles quand tout le monde en profite. Dans chaque maison Aurelia, jusqu’à deux enfants de moins de douze ans séjournent gratuitement dans la chambre de leurs parents et prennent leur petit-déjeuner sans supplément. Lits bébé, baignoires et chauffe-biberons sont prêts avant votre arrivée : indiquez-nous simplement leur âge.",
        "Les plus grands reçoivent un kit de bienvenue conçu avec des illustrateurs locaux, et nos maisons de Nice, d’Ubud et de Hội An proposent chaque jour balades nature, ateliers de cuisine et activités créatives. Valable sur le tarif flexible pour les séjours de juin à septembre 2027 avec le code KIDSFREE.",
      ],
      ja: [
        "休暇は、家族みんなで楽しんでこそ。Aureliaの全ホテルで、12歳未満のお子様2名様までご両親と同室で無料でご宿泊いただけ、朝食も追加料金なしでお召し上がりいただけます。ベビーベッドやベビーバス、哺乳瓶ウォーマーはご到着前にご用意しますので、お子様の年齢をお知らせください。",
        "年長のお子様には地元のイラストレーターと制作したウェルカムキットをお渡しし、ニース、ウブド、ホイアンのホテルでは、自然散策や料理、クラフトなどのプログラムを毎日開催しています。2027年6月から9月までのご滞在で、フレキシブル料金にコード「KIDSFREE」をご利用ください。",
      ],
      zh: [
        "假期，要全家人一起才更美好。在每一家Aurelia酒店，最多两名十二岁以下儿童与父母同住可免费入住，并免费享用早餐。婴儿床、婴儿浴盆和温奶器都会在您抵达前备好，只需告诉我们孩子的年龄。",
        "年龄稍大的孩子会收到与当地插画师合作设计的欢迎礼包；我们位于尼斯、乌布和会安的酒店每天都有自然漫步、烹饪和手工活动。适用于2027年6月至9月入住的弹性房价，请使用优惠码KIDSFREE。",
      ],
      vi: [
        "Kỳ nghỉ sẽ trọn vẹn hơn khi không ai bị bỏ lại. Tại mọi khách sạn Aurelia, tối đa hai trẻ dưới mười hai tuổi được ở miễn phí cùng phòng với cha mẹ và dùng bữa sáng không tính thêm phí. Nôi, chậu tắm em bé và máy hâm sữa sẽ được chuẩn bị sẵn trước khi bạn đến, chỉ cần cho chúng tôi biết tuổi của các bé.",
        "Các bé lớn hơn sẽ nhận bộ quà chào mừng do các họa sĩ minh họa địa phương thiết kế, và các khách sạn của chúng tôi ở Nice, Ubud và Hội An có chương trình hằng ngày gồm đi bộ khám phá thiên nhiên, nấu ăn và làm đồ thủ công. Áp dụng cho giá linh hoạt, lưu trú từ tháng Sáu đến tháng Chín năm 2027, với mã KIDSFREE.",
      ],
      de: [
        "Ferien sind schöner, wenn alle dabei sind. In jedem Aurelia-Haus übernachten bis zu zwei Kinder unter zwölf Jahren gratis im Zimmer der Eltern und frühstücken ohne Aufpreis. Kinderbetten, Babywannen und Flaschenwärmer stehen schon vor Ihrer Ankunft bereit – teilen Sie uns einfach das Alter der Kinder mit.",
        "Ältere Kinder erhalten ein Willkommensset, das wir mit lokalen Illustratorinnen und Illustratoren gestaltet haben, und unsere Häuser in Nizza, Ubud und Hoi An bieten täglich Naturspaziergänge, Kochen und Basteln an. Gültig im flexiblen Tarif für Aufenthalte von Juni bis September 2027 mit dem Code KIDSFREE.",
      ],
      th: [
        "วันหยุดจะดียิ่งขึ้นเมื่อทุกคนได้มีส่วนร่วม ที่โรงแรม Aurelia ทุกแห่ง เด็กอายุต่ำกว่าสิบสองปีไม่เกินสองคนพักฟรีในห้องเดียวกับผู้ปกครอง และรับประทานอาหารเช้าได้โดยไม่มีค่าใช้จ่ายเพิ่มเติม เตียงเด็ก อ่างอาบน้ำเด็ก และเครื่องอุ่นขวดนมจะพร้อมไว้ก่อนคุณมาถึง เพียงแจ้งอายุของเด็ก ๆ ให้เราทราบ",
        "เด็กโตจะได้รับชุดของต้อนรับที่ออกแบบร่วมกับนักวาดภาพประกอบท้องถิ่น และโรงแรมของเราที่นีซ อูบุด และฮอยอันมีกิจกรรมประจำวัน ทั้งเดินชมธรรมชาติ ทำอาหาร และงานฝีมือ ใช้ได้กับราคาแบบยืดหยุ่นสำหรับการเข้าพักระหว่างเดือนมิถุนายนถึงกันยายน 2027 ด้วยรหัส KIDSFREE",
      ],
      id: [
        "Liburan terasa lebih lengkap bila semua orang ikut serta. Di setiap hotel Aurelia, hingga dua anak di bawah dua belas tahun menginap gratis di kamar orang tuanya dan menikmati sarapan tanpa biaya tambahan. Boks bayi, bak mandi bayi, dan penghangat botol sudah siap sebelum Anda tiba; cukup beri tahu kami usia mereka.",
        "Anak yang lebih besar mendapat paket selamat datang yang dirancang bersama ilustrator lokal, dan hotel kami di Nice, Ubud, serta Hoi An menggelar program harian berupa jalan-jalan di alam, memasak, dan kerajinan tangan. Berlaku untuk tarif fleksibel bagi masa menginap Juni hingga September 2027 dengan kode KIDSFREE.",
      ],
    },
    promoCode: "KIDSFREE", validFrom: "2027-06-01", validTo: "2027-09-30",
    image: { scene: "pool", place: "bangkok", seed: 649, mood: "day" },
  },
]

export const blogCategories: CategorySeed[] = [
  { slug: "destinations", name: { en: "Destinations", fr: "Destinations", ja: "旅の目的地", zh: "目的地", vi: "Điểm đến", de: "Reiseziele", th: "จุดหมายปลายทาง", id: "Destinasi" } },
  { slug: "food-and-drink", name: { en: "Food & drink", fr: "Gastronomie", ja: "食とお酒", zh: "美食美酒", vi: "Ẩm thực", de: "Essen & Trinken", th: "อาหารและเครื่องดื่ม", id: "Kuliner" } },
  { slug: "wellness", name: { en: "Wellness", fr: "Bien-être", ja: "ウェルネス", zh: "身心健康", vi: "Chăm sóc sức khỏe", de: "Wohlbefinden", th: "สุขภาพและเวลเนส", id: "Kebugaran" } },
]

export const blogPosts: BlogPostSeed[] = [
  {
    slug: "48-hours-in-higashiyama", category: "destinations", author: "Emi Takahashi", publishedAt: "2026-02-12",
    title: { en: "48 hours in Kyoto’s Higashiyama", fr: "48 heures à Higashiyama, Kyoto", ja: "京都・東山で過ごす48時間", zh: "京都东山48小时", vi: "48 giờ ở Higashiyama, Kyoto", de: "48 Stunden in Kyotos Higashiyama", th: "48 ชั่วโมงในย่านฮิงาชิยามะ เกียวโต", id: "48 jam di Higashiyama, Kyoto" },
    excerpt: { en: "Stone lanes, temple bells and the best hour to climb to Kiyomizu-dera: two days in Kyoto’s most storied district.", fr: "Ruelles pavées, cloches de temples et la meilleure heure pour monter au Kiyomizu-dera : deux jours dans le quartier le plus chargé d’histoire de Kyoto.", ja: "石畳の路地、寺の鐘の音、そして清水寺へ向かうのに最適な時間。京都で最も歴史ある界隈で過ごす2日間。", zh: "石板小巷、寺院钟声，以及登上清水寺的最佳时刻：在京都最具历史韵味的街区度过两天。", vi: "Những con dốc lát đá, tiếng chuông chùa và thời điểm đẹp nhất để lên chùa Kiyomizu-dera: hai ngày ở khu phố giàu lịch sử nhất Kyoto.", de: "Steingassen, Tempelglocken und die beste Stunde für den Aufstieg zum Kiyomizu-dera: zwei Tage im geschichtsträchtigsten Viertel Kyotos.", th: "ตรอกหินเก่า เสียงระฆังวัด และช่วงเวลาที่ดีที่สุดในการเดินขึ้นวัดคิโยมิซุ สองวันในย่านที่เปี่ยมประวัติศาสตร์ที่สุดของเกียวโต", id: "Lorong berbatu, dentang lonceng kuil, dan jam terbaik untuk mendaki ke Kiyomizu-dera: dua hari di distrik paling bersejarah di Kyoto." },
    content: {
      en: [
        "Higashiyama rewards the early riser. By seven in the morning the stone slopes of Ninenzaka and Sannenzaka are empty save for shopkeepers sweeping their doorsteps, and the wooden stage of Kiyomizu-dera hangs above a city still waking up. Start there, then wander down past the Yasaka Pagoda before the tour groups arrive, and stop for a bowl of matcha at a teahouse that has served pilgrims for generations.",
        "Spend the afternoon further north. The Philosopher’s Path follows a canal lined with cherry trees from Nanzen-ji to Ginkaku-ji, a gentle two-kilometre walk with small temples, galleries and cafés along the way. At Nanzen-ji, look for the brick aqueduct hidden among the pines; it is one of the most unexpected sights in the city and a favourite of our staff.",
        "In the evening, Gion is a short stroll away. Walk Shirakawa’s willow-lined canal and Hanamikoji Street, but remember that these lanes are home to working geiko and maiko: photographs on private streets are not allowed, and a respectful distance is always appreciated. Our concierge can book a kaiseki dinner or a counter seat at a small izakaya where the chef will choose for you.",
      ],
      fr: [
        "Higashiyama récompense les lève-tôt. À sept heures du matin, les pentes pavées de Ninenzaka et de Sannenzaka sont désertes, à l’exception des commerçants qui balaient leur seuil, et la scène en bois du Kiyomizu-dera surplombe une ville encore ensommeillée. Commencez par là, puis redescendez vers la pagode Yasaka avant l’arrivée des groupes, et arrêtez-vous pour un bol de matcha dans une maison de thé qui accueille les pèlerins depuis des générations.",
        "Consacrez l’après-midi au nord du quartier. Le chemin de la Philosophie longe un canal bordé de cerisiers, du Nanzen-ji au Ginkaku-ji : une promenade paisible de deux kilomètres ponctuée de petits temples, de galeries et de cafés. Au Nanzen-ji, cherchez l’aqueduc de briques caché parmi les pins ; c’est l’une des visions les plus inattendues de la ville, et l’un des lieux préférés de notre équipe.",
        "Le soir, Gion n’est qu’à quelques pas. Flânez le long du canal Shirakawa bordé de saules et dans la rue Hanamikoji, mais n’oubliez pas que ces ruelles sont habitées par des geiko et des maiko en activité : les photographies sont interdites dans les rues privées, et une distance respectueuse est toujours appréciée. Notre concierge peut réserver un dîner kaiseki ou une place au comptoir d’un petit izakaya où le chef choisira pour vous.",
      ],
      ja: [
        "東山は早起きした人にご褒美をくれる街です。朝7時、二寧坂と三年坂の石畳には店先を掃く人の姿しかなく、清水寺の舞台はまだ目覚めきらない街を見下ろしています。まずはそこから歩き始め、団体客が来る前に八坂の塔へと下り、何世代にもわたって参拝客をもてなしてきた茶屋で抹茶を一服いただきましょう。",
        "午後は少し北へ。哲学の道は、南禅寺から銀閣寺まで桜並木の疏水沿いに続く約2キロの穏やかな散歩道で、途中には小さな寺やギャラリー、カフェが点在しています。南禅寺では、松林の中にひっそりと佇むレンガ造りの水路閣を探してみてください。京都で最も意外な景色のひとつで、私たちスタッフのお気に入りでもあります。",
        "夜は祇園まで歩いてすぐ。柳の並ぶ白川沿いや花見小路を散策する際は、そこが現役の芸妓・舞妓が暮らし働く場所であることを心に留めてください。私道での撮影は禁止されており、節度ある距離を保つことが何よりのマナーです。コンシェルジュが懐石のディナーや、店主におまかせできる小さな居酒屋のカウンター席をご予約いたします。",
      ],
      zh: [
        "东山属于早起的人。清晨七点，二年坂与三年坂的石板坡道上只有店家在清扫门前，清水寺的木质舞台俯瞰着一座尚未完全醒来的城市。从那里出发，赶在旅行团到来之前沿坡而下，经过八坂塔，再到一家世代招待参拜者的茶屋，品一碗抹茶。",
        "下午不妨往北走。哲学之道沿着樱花夹岸的水渠，从南禅寺延伸至银阁寺，全程约两公里，一路散落着小寺院、画廊和咖啡馆。在南禅寺，记得寻找藏在松林间的红砖水道阁——这是京都最出人意料的景致之一，也是我们员工的心头好。",
        "傍晚，祇园近在咫尺。漫步于垂柳依依的白川沿岸与花见小路时，请记住这些街巷是在职艺伎和舞伎生活与工作的地方：私人街道禁止拍照，保持礼貌的距离总会受到欢迎。我们的礼宾团队可为您预订怀石料理晚餐，或一家小居酒屋的吧台座位，由主厨为您安排菜单。",
      ],
      vi: [
        "Higashiyama luôn ưu ái người dậy sớm. Lúc bảy giờ sáng, những con dốc lát đá Ninenzaka và Sannenzaka vắng lặng, chỉ có vài chủ tiệm đang quét trước cửa, và sân khấu gỗ của chùa Kiyomizu-dera vươn ra trên một thành phố vẫn còn ngái ngủ. Hãy bắt đầu từ đó, rồi thong thả đi xuống qua tháp Yasaka trước khi các đoàn khách kéo đến, và dừng chân thưởng một bát matcha tại quán trà đã đón khách hành hương qua nhiều thế hệ.",
        "Buổi chiều, hãy đi lên phía bắc. Con đường Triết học men theo dòng kênh rợp bóng anh đào từ chùa Nanzen-ji đến Ginkaku-ji, một lối đi bộ nhẹ nhàng dài hai cây số với những ngôi chùa nhỏ, phòng tranh và quán cà phê dọc đường. Ở Nanzen-ji, hãy tìm cây cầu dẫn nước bằng gạch ẩn giữa rặng thông; đó là một trong những cảnh bất ngờ nhất của thành phố và là nơi nhân viên chúng tôi yêu thích.",
        "Buổi tối, khu Gion chỉ cách vài bước chân. Hãy dạo dọc con kênh Shirakawa rủ bóng liễu và phố Hanamikoji, nhưng nhớ rằng đây là nơi các geiko và maiko đang sinh sống và làm việc: không được chụp ảnh trên các con đường tư nhân, và giữ khoảng cách tôn trọng luôn được trân trọng. Concierge của chúng tôi có thể đặt bữa tối kaiseki hoặc một chỗ ngồi tại quầy của một quán izakaya nhỏ, nơi đầu bếp sẽ chọn món cho bạn.",
      ],
      de: [
        "Higashiyama belohnt Frühaufsteher. Um sieben Uhr morgens sind die steinernen Gassen von Ninenzaka und Sannenzaka menschenleer, bis auf die Ladenbesitzer, die ihre Schwellen fegen, und die hölzerne Bühne des Kiyomizu-dera schwebt über einer Stadt, die gerade erst erwacht. Beginnen Sie dort, schlendern Sie dann an der Yasaka-Pagode vorbei hinunter, bevor die Reisegruppen eintreffen, und gönnen Sie sich eine Schale Matcha in einem Teehaus, das seit Generationen Pilger bewirtet.",
        "Den Nachmittag verbringen Sie weiter nördlich. Der Philosophenweg folgt einem von Kirschbäumen gesäumten Kanal vom Nanzen-ji bis zum Ginkaku-ji – ein gemächlicher Spaziergang von zwei Kilometern, vorbei an kleinen Tempeln, Galerien und Cafés. Halten Sie beim Nanzen-ji Ausschau nach dem Backstein-Aquädukt, das sich zwischen den Kiefern verbirgt; es ist einer der überraschendsten Anblicke der Stadt und ein Lieblingsort unseres Teams.",
        "Am Abend ist Gion nur einen kurzen Spaziergang entfernt. Flanieren Sie am weidengesäumten Shirakawa-Kanal und durch die Hanamikoji-Strasse, doch denken Sie daran, dass hier aktive Geiko und Maiko leben und arbeiten: Auf Privatstrassen ist Fotografieren verboten, und respektvoller Abstand wird stets geschätzt. Unser Concierge reserviert Ihnen gern ein Kaiseki-Dinner oder einen Platz an der Theke einer kleinen Izakaya, wo der Koch für Sie auswählt.",
      ],
      th: [
        "ฮิงาชิยามะมอบรางวัลให้กับคนที่ตื่นเช้า เวลาเจ็ดโมงเช้า ทางลาดหินของนิเน็นซากะและซันเน็นซากะยังว่างเปล่า มีเพียงเจ้าของร้านที่กำลังกวาดหน้าร้าน และระเบียงไม้ของวัดคิโยมิซุก็ยื่นออกไปเหนือเมืองที่ยังไม่ตื่นเต็มที่ เริ่มต้นที่นั่น แล้วค่อย ๆ เดินลงผ่านเจดีย์ยาซากะก่อนที่กรุ๊ปทัวร์จะมาถึง และแวะจิบมัทฉะสักถ้วยในโรงน้ำชาที่ต้อนรับผู้แสวงบุญมาหลายชั่วอายุคน",
        "ช่วงบ่ายให้ขึ้นไปทางเหนือ ทางเดินแห่งนักปรัชญาทอดยาวเลียบคลองที่มีต้นซากุระเรียงราย จากวัดนันเซ็นจิไปถึงวัดกินคะคุจิ เป็นเส้นทางเดินเล่นสบาย ๆ ระยะสองกิโลเมตร มีวัดเล็ก ๆ แกลเลอรี และคาเฟ่ตลอดทาง ที่วัดนันเซ็นจิ ลองมองหาสะพานส่งน้ำอิฐที่ซ่อนอยู่ท่ามกลางต้นสน นี่คือหนึ่งในภาพที่คาดไม่ถึงที่สุดของเมือง และเป็นมุมโปรดของพนักงานเรา",
        "ยามเย็น ย่านกิองอยู่ห่างไปเพียงไม่กี่ก้าว เดินเล่นเลียบคลองชิราคาวะที่มีต้นหลิวเรียงราย และถนนฮานามิโคจิ แต่อย่าลืมว่าตรอกเหล่านี้เป็นที่อยู่และที่ทำงานของเกโกะและไมโกะ ห้ามถ่ายภาพบนถนนส่วนบุคคล และการรักษาระยะห่างอย่างให้เกียรติเป็นสิ่งที่ทุกคนชื่นชม คอนเซียร์จของเราสามารถจองมื้อค่ำไคเซกิ หรือที่นั่งเคาน์เตอร์ในอิซากายะเล็ก ๆ ที่เชฟจะเลือกเมนูให้คุณ",
      ],
      id: [
        "Higashiyama menghadiahi mereka yang bangun pagi. Pukul tujuh pagi, lereng berbatu Ninenzaka dan Sannenzaka masih sepi, hanya ada pemilik toko yang menyapu depan pintu, dan panggung kayu Kiyomizu-dera menjulang di atas kota yang baru terbangun. Mulailah dari sana, lalu turun melewati Pagoda Yasaka sebelum rombongan tur tiba, dan singgahlah untuk semangkuk matcha di rumah teh yang telah melayani para peziarah selama beberapa generasi.",
        "Habiskan sore lebih ke utara. Jalan Filsuf menyusuri kanal berjajar pohon sakura dari Nanzen-ji hingga Ginkaku-ji, jalan santai sejauh dua kilometer dengan kuil-kuil kecil, galeri, dan kafe di sepanjangnya. Di Nanzen-ji, carilah akuaduk bata yang tersembunyi di antara pepohonan pinus; inilah salah satu pemandangan paling tak terduga di kota ini dan tempat favorit staf kami.",
        "Pada malam hari, Gion hanya sepelemparan batu jauhnya. Susuri kanal Shirakawa yang dinaungi pohon dedalu dan Jalan Hanamikoji, tetapi ingatlah bahwa lorong-lorong ini adalah tempat tinggal dan bekerja para geiko dan maiko: memotret di jalan pribadi dilarang, dan menjaga jarak dengan hormat selalu dihargai. Concierge kami dapat memesankan makan malam kaiseki atau kursi di meja bar izakaya kecil, tempat sang koki memilihkan hidangan untuk Anda.",
      ],
    },
    cover: { scene: "temple", place: "kyoto", seed: 731, mood: "dawn" },
  },
  {
    slug: "nice-beyond-the-promenade", category: "destinations", author: "Claire Fontaine", publishedAt: "2026-05-20",
    title: { en: "Nice beyond the Promenade", fr: "Nice, au-delà de la Promenade", ja: "プロムナードの先にあるニース", zh: "漫步大道之外的尼斯", vi: "Nice bên kia đại lộ Promenade", de: "Nizza jenseits der Promenade", th: "นีซที่มากกว่าถนนเลียบชายหาด", id: "Nice di balik Promenade" },
    excerpt: { en: "Flower markets, socca straight from the oven and the view from Castle Hill: how locals spend a day in our home town.", fr: "Marché aux fleurs, socca tout juste sortie du four et vue depuis la colline du Château : une journée à la niçoise dans notre ville natale.", ja: "花市場、焼きたてのソッカ、そして城跡の丘からの眺め。私たちの故郷ニースで、地元の人のように過ごす一日。", zh: "花市、刚出炉的鹰嘴豆薄饼，以及城堡山上的风景：像本地人一样，在我们的故乡度过一天。", vi: "Chợ hoa, bánh socca nóng hổi vừa ra lò và khung cảnh từ Đồi Lâu Đài: một ngày như người bản địa tại thành phố quê hương của chúng tôi.", de: "Blumenmarkt, Socca frisch aus dem Ofen und der Blick vom Burghügel: So verbringen Einheimische einen Tag in unserer Heimatstadt.", th: "ตลาดดอกไม้ ซอกการ้อน ๆ จากเตา และวิวจากเนินปราสาท ใช้ชีวิตหนึ่งวันแบบคนท้องถิ่นในเมืองบ้านเกิดของเรา", id: "Pasar bunga, socca yang baru keluar dari oven, dan pemandangan dari Bukit Kastel: cara warga lokal menghabiskan sehari di kota asal kami." },
    content: {
      en: [
        "Most visitors know Nice from the sweep of the Promenade des Anglais, yet the city’s character lives a few streets back. Begin at the Cours Saleya market, where flower sellers set up before dawn and farmers from the hinterland bring courgette blossoms, lemons from Menton and tiny black Niçoise olives. Arrive hungry: the queue at the socca stand moves quickly.",
        "From the market, lose yourself in the lanes of Vieux-Nice, painted in ochre and faded pink, where baroque chapels sit between bakeries and tiny workshops. Then climb the steps to Castle Hill. The reward is the whole Baie des Anges laid out below you, the port on one side and the long curve of the coast towards Antibes on the other.",
        "In the late afternoon, follow the locals to the Port Lympia quays for an apéritif as the fishing boats come in, or take the coastal path around Cap de Nice for a swim from the rocks. Dinner should be simple and local: stuffed vegetables, a pissaladière and a glass of Bellet, the small wine appellation found entirely within the city limits.",
      ],
      fr: [
        "La plupart des visiteurs connaissent Nice par la grande courbe de la promenade des Anglais, mais l’âme de la ville se cache quelques rues en retrait. Commencez par le marché du cours Saleya, où les fleuristes s’installent avant l’aube et où les maraîchers de l’arrière-pays apportent fleurs de courgette, citrons de Menton et minuscules olives noires de Nice. Venez le ventre creux : la file devant le stand de socca avance vite.",
        "Depuis le marché, perdez-vous dans les ruelles du Vieux-Nice, peintes d’ocre et de rose passé, où des chapelles baroques se glissent entre boulangeries et petits ateliers. Grimpez ensuite les marches de la colline du Château. La récompense : toute la baie des Anges à vos pieds, le port d’un côté et, de l’autre, la longue courbe de la côte jusqu’à Antibes.",
        "En fin d’après-midi, suivez les Niçois vers les quais du port Lympia pour un apéritif au retour des pointus, ou empruntez le sentier du littoral autour du cap de Nice pour une baignade depuis les rochers. Le dîner se veut simple et local : petits farcis, pissaladière et un verre de bellet, la petite appellation viticole tout entière située dans les limites de la ville.",
      ],
      ja: [
        "ニースといえば、多くの人がプロムナード・デ・ザングレの弧を描く海岸線を思い浮かべますが、この街の素顔は数本奥の通りにあります。まずはサレヤ広場の市場へ。花売りは夜明け前から店を広げ、内陸の農家がズッキーニの花やマントンのレモン、ニース産の小さな黒オリーブを運んできます。お腹を空かせて訪れてください。ソッカの屋台の行列はすぐに進みます。",
        "市場を出たら、黄土色や淡いピンクに塗られた旧市街の路地で迷ってみましょう。パン屋や小さな工房の間に、バロック様式の礼拝堂がひっそりと佇んでいます。それから城跡の丘へと階段を上れば、眼下に天使の湾が一望のもと。片側には港、もう片側にはアンティーブへと続く長い海岸線が広がります。",
        "夕方には地元の人にならってランピア港の岸壁へ。漁船が戻ってくるのを眺めながらアペリティフを楽しむのもいいですし、ニース岬を巡る海岸沿いの小道を歩き、岩場からひと泳ぎするのもおすすめです。夕食はシンプルに地元の味を。野菜のファルシ、ピサラディエール、そして市域内だけで造られる小さなワイン産地ベレのワインを一杯。",
      ],
      zh: [
        "大多数游客认识尼斯，是从英国人散步大道那道优美的弧线开始的，但这座城市的真性情藏在往里几条街的地方。先去萨雷雅大道的集市：花贩们天亮前就摆好摊位，来自腹地的农人带来西葫芦花、芒通柠檬和尼斯特产的小黑橄榄。记得空着肚子去，鹰嘴豆薄饼摊前的队伍移动得很快。",
        "离开集市，就在尼斯老城的小巷里迷路吧。赭黄与褪色粉红的墙面之间，巴洛克小教堂隐身于面包店和小作坊之中。然后沿台阶登上城堡山，整个天使湾便在脚下铺展开来：一边是港口，另一边是绵延至昂蒂布的长长海岸线。",
        "傍晚时分，跟随本地人前往兰皮亚港的码头，一边喝开胃酒，一边看渔船归港；或者沿着尼斯岬的海岸小径漫步，从礁石上跃入海中畅游。晚餐宜简单地道：尼斯酿蔬菜、洋葱挞，再配一杯贝莱葡萄酒——这个小小的葡萄酒产区完全位于尼斯市内。",
      ],
      vi: [
        "Phần lớn du khách biết đến Nice qua đường cong lộng gió của đại lộ Promenade des Anglais, nhưng tính cách thật của thành phố lại nằm sâu vào vài con phố. Hãy bắt đầu ở chợ Cours Saleya, nơi những người bán hoa dựng sạp từ trước bình minh và nông dân vùng nội địa mang đến hoa bí ngòi, chanh Menton và những quả ô liu đen Niçoise nhỏ xíu. Hãy đến khi bụng còn đói: hàng người trước quầy bánh socca đi rất nhanh.",
        "Rời chợ, hãy lạc bước trong những con hẻm của khu phố cổ Vieux-Nice, sơn màu đất son và hồng phai, nơi các nhà nguyện baroque nằm xen giữa tiệm bánh và xưởng thủ công nhỏ. Sau đó leo bậc thang lên Đồi Lâu Đài. Phần thưởng là toàn cảnh vịnh Thiên Thần trải dài dưới chân, một bên là bến cảng, bên kia là đường bờ biển cong dài về phía Antibes.",
        "Chiều muộn, hãy theo chân người dân địa phương ra bến cảng Lympia nhâm nhi một ly khai vị khi thuyền đánh cá trở về, hoặc đi theo lối mòn ven biển quanh mũi Cap de Nice để bơi từ những mỏm đá. Bữa tối nên giản dị và đậm chất địa phương: rau củ nhồi, bánh pissaladière và một ly vang Bellet, vùng rượu nhỏ nằm trọn trong ranh giới thành phố.",
      ],
      de: [
        "Die meisten Besucher kennen Nizza vom weiten Bogen der Promenade des Anglais, doch der Charakter der Stadt liegt ein paar Strassen weiter hinten. Beginnen Sie auf dem Markt am Cours Saleya, wo die Blumenhändler schon vor Sonnenaufgang ihre Stände aufbauen und Bauern aus dem Hinterland Zucchiniblüten, Zitronen aus Menton und winzige schwarze Nizza-Oliven bringen. Kommen Sie hungrig: Die Schlange am Socca-Stand bewegt sich schnell.",
        "Verlieren Sie sich danach in den Gassen von Vieux-Nice, gestrichen in Ocker und verblasstem Rosa, wo barocke Kapellen zwischen Bäckereien und kleinen Werkstätten stehen. Steigen Sie dann die Treppen zum Burghügel hinauf. Die Belohnung ist die ganze Baie des Anges zu Ihren Füssen, auf der einen Seite der Hafen, auf der anderen der lange Bogen der Küste bis nach Antibes.",
        "Folgen Sie am späten Nachmittag den Einheimischen an die Kais des Port Lympia zum Apéro, wenn die Fischerboote einlaufen, oder nehmen Sie den Küstenweg rund um das Cap de Nice für ein Bad von den Felsen aus. Das Abendessen sollte einfach und lokal sein: gefülltes Gemüse, eine Pissaladière und ein Glas Bellet, die kleine Weinappellation, die vollständig innerhalb der Stadtgrenzen liegt.",
      ],
      th: [
        "นักท่องเที่ยวส่วนใหญ่รู้จักนีซจากแนวโค้งของถนนพรอมเมอนาด เดซ็องเกลส์ แต่ตัวตนที่แท้จริงของเมืองซ่อนอยู่ลึกเข้าไปไม่กี่ถนน เริ่มต้นที่ตลาดกูร์ซาเลยา ที่ซึ่งพ่อค้าดอกไม้ตั้งแผงตั้งแต่ก่อนรุ่งสาง และเกษตรกรจากพื้นที่ตอนในนำดอกซูกินี มะนาวจากม็องตง และมะกอกดำนิซัวส์เม็ดจิ๋วมาขาย มาตอนท้องว่างจะดีที่สุด เพราะคิวหน้าร้านซอกกาเดินเร็วมาก",
        "จากตลาด ปล่อยตัวให้หลงไปในตรอกของเมืองเก่าวิเยอนีซ ที่ทาด้วยสีเหลืองดินและสีชมพูซีด ๆ โบสถ์บาโรกเล็ก ๆ แทรกตัวอยู่ระหว่างร้านขนมปังและโรงงานฝีมือ จากนั้นเดินขึ้นบันไดสู่เนินปราสาท รางวัลที่รออยู่คืออ่าวแห่งเทวดาทั้งอ่าวที่ทอดตัวอยู่เบื้องล่าง ด้านหนึ่งเป็นท่าเรือ อีกด้านเป็นแนวชายฝั่งโค้งยาวไปจนถึงอ็องทีบ",
        "ช่วงบ่ายแก่ ๆ ตามคนท้องถิ่นไปที่ท่าเรือลิมเปียเพื่อจิบเครื่องดื่มก่อนมื้อค่ำขณะเรือประมงกลับเข้าฝั่ง หรือเดินตามทางเลียบชายฝั่งรอบแหลมนีซแล้วลงว่ายน้ำจากโขดหิน มื้อค่ำควรเรียบง่ายและเป็นอาหารท้องถิ่น ทั้งผักยัดไส้ ปิซซาลาดิแยร์ และไวน์เบลเลต์สักแก้ว ซึ่งเป็นแหล่งผลิตไวน์เล็ก ๆ ที่ตั้งอยู่ภายในเขตเมืองทั้งหมด",
      ],
      id: [
        "Sebagian besar wisatawan mengenal Nice dari lengkungan panjang Promenade des Anglais, padahal karakter kota ini tersimpan beberapa jalan di belakangnya. Mulailah di pasar Cours Saleya, tempat para penjual bunga menggelar lapak sebelum fajar dan petani dari pedalaman membawa bunga zukini, lemon dari Menton, serta zaitun hitam Niçoise yang mungil. Datanglah dalam keadaan lapar: antrean di kios socca bergerak cepat.",
        "Dari pasar, tersesatlah di gang-gang Vieux-Nice yang dicat oker dan merah muda pudar, tempat kapel-kapel barok berdiri di antara toko roti dan bengkel kecil. Lalu dakilah anak tangga menuju Bukit Kastel. Hadiahnya adalah seluruh Teluk Para Malaikat terhampar di bawah Anda, pelabuhan di satu sisi dan lengkung panjang garis pantai menuju Antibes di sisi lain.",
        "Menjelang sore, ikuti warga setempat ke dermaga Port Lympia untuk menikmati aperitif saat perahu nelayan kembali, atau susuri jalur pesisir di sekitar Cap de Nice untuk berenang dari bebatuan. Makan malam sebaiknya sederhana dan khas setempat: sayuran isi, pissaladière, dan segelas anggur Bellet, appellation kecil yang seluruhnya berada di dalam batas kota.",
      ],
    },
    cover: { scene: "street", place: "nice", seed: 842, mood: "golden" },
  },
  {
    slug: "street-food-of-hoi-an", category: "food-and-drink", author: "Minh Anh Nguyen", publishedAt: "2026-03-08",
    title: { en: "The street food of Hoi An", fr: "La cuisine de rue de Hội An", ja: "ホイアンの屋台グルメ", zh: "会安街头美食", vi: "Ẩm thực đường phố Hội An", de: "Streetfood in Hoi An", th: "อาหารริมทางแห่งฮอยอัน", id: "Kuliner jalanan Hoi An" },
    excerpt: { en: "From cao lầu to bánh mì, a guide to eating your way through Vietnam’s old trading port.", fr: "Du cao lầu au bánh mì, un guide pour découvrir en mangeant l’ancien port marchand du Vietnam.", ja: "カオラウからバインミーまで。ベトナムの古い交易港を味わい尽くすためのガイド。", zh: "从高楼面到越南法棍，一份品味越南古老商港的美食指南。", vi: "Từ cao lầu đến bánh mì, cẩm nang ăn uống khám phá thương cảng cổ của Việt Nam.", de: "Von Cao Lầu bis Bánh mì: ein kulinarischer Streifzug durch Vietnams alte Handelsstadt.", th: "จากเกาเลิ่วถึงบั๋นหมี่ คู่มือชิมอาหารทั่วเมืองท่าการค้าเก่าแก่ของเวียดนาม", id: "Dari cao lầu hingga bánh mì, panduan menjelajahi kota pelabuhan dagang tua Vietnam lewat makanannya." },
    content: {
      en: [
        "Hoi An is a town best understood through its food. For centuries, merchants from China, Japan and Europe traded along the Thu Bồn river, and each left something in the kitchen. The result is a cuisine that feels distinct even within Vietnam, served mostly from small family stalls where the same dish has been perfected over decades.",
        "Start with cao lầu, the town’s signature noodle: thick, chewy and slightly smoky, served with pork, fresh herbs and crisp croutons. Tradition says it should be made with water from one ancient well. Then try white rose dumplings, delicate shrimp parcels shaped like petals, and a bánh mì from one of the famous bakeries near the old market, where the queue is part of the ritual.",
        "As the lanterns come on, the night market along the river fills with grills and sweet soups. Look for bánh xèo, crisp rice pancakes wrapped in rice paper with herbs, and finish with a glass of chilled sugarcane juice. Twice a week, our chefs lead a morning market walk for hotel guests, ending with a cooking lesson in our riverside garden.",
      ],
      fr: [
        "Hội An se comprend avant tout par sa cuisine. Pendant des siècles, des marchands venus de Chine, du Japon et d’Europe ont commercé le long de la rivière Thu Bồn, et chacun a laissé quelque chose en cuisine. Il en résulte une gastronomie singulière, même au Vietnam, servie surtout dans de petites échoppes familiales où le même plat se perfectionne depuis des décennies.",
        "Commencez par le cao lầu, la nouille emblématique de la ville : épaisse, élastique et légèrement fumée, servie avec du porc, des herbes fraîches et des croûtons croustillants. La tradition veut qu’elle soit préparée avec l’eau d’un puits ancien. Goûtez ensuite les « roses blanches », de délicats raviolis aux crevettes en forme de pétales, puis un bánh mì de l’une des boulangeries célèbres près du vieux marché, où la file d’attente fait partie du rituel.",
        "Quand les lanternes s’allument, le marché de nuit au bord de la rivière se remplit de grils et de soupes sucrées. Cherchez le bánh xèo, une crêpe de riz croustillante que l’on roule dans une galette avec des herbes, et terminez par un verre de jus de canne à sucre bien frais. Deux fois par semaine, nos chefs emmènent les clients au marché le matin, avant un cours de cuisine dans notre jardin au bord de l’eau.",
      ],
      ja: [
        "ホイアンは、食を通して理解するのがいちばんの町です。何世紀にもわたり、中国、日本、ヨーロッパの商人たちがトゥボン川沿いで交易し、それぞれが台所に何かを残していきました。その結果、ベトナムの中でも独特な料理が生まれ、今も多くは小さな家族経営の屋台で、何十年もかけて磨かれた一品として供されています。",
        "まずは町の名物麺、カオラウから。太くてコシがあり、ほのかに燻したような香りの麺に、豚肉、新鮮なハーブ、カリッとした揚げ生地がのります。伝統的には、ある古井戸の水で作るべきものとされています。続いて、花びらのような形の繊細な海老の蒸し餃子「ホワイトローズ」、そして旧市場近くの有名なパン屋のバインミーを。行列に並ぶことも儀式の一部です。",
        "ランタンが灯る頃、川沿いのナイトマーケットは焼き物の煙と甘いチェーの屋台でにぎわいます。パリッと焼いた米粉のクレープ、バインセオをハーブと一緒にライスペーパーで巻いて味わい、冷たいサトウキビジュースで締めくくりましょう。週に2回、当ホテルのシェフが宿泊のお客様を朝の市場散策にご案内し、川辺の庭での料理教室で締めくくります。",
      ],
      zh: [
        "要了解会安，最好的方式是通过它的食物。几个世纪以来，来自中国、日本和欧洲的商人沿秋盆河往来贸易，每一方都在厨房里留下了印记。于是，这里的菜肴即使在越南也独树一帜，大多出自小小的家庭摊档，同一道菜往往已被打磨了几十年。",
        "先从这座小镇的招牌面食高楼面吃起：面条粗而有嚼劲，带着淡淡的烟熏香，配上猪肉、新鲜香草和酥脆的炸面片。按照传统，它必须用某一口古井的水来做。接着尝尝白玫瑰——形如花瓣的精致虾饺，再去老市场附近一家有名的面包店买一个越南法棍，排队本身就是仪式的一部分。",
        "灯笼亮起时，河畔夜市便满是烧烤摊和甜汤摊。找一份越南煎饼，把酥脆的米浆煎饼连同香草卷进米纸里吃，最后来一杯冰镇甘蔗汁。我们的厨师每周两次带领住店宾客清晨逛市场，随后在河畔花园里上一堂烹饪课。",
      ],
      vi: [
        "Hội An là một phố thị dễ hiểu nhất qua món ăn. Suốt nhiều thế kỷ, thương nhân từ Trung Hoa, Nhật Bản và châu Âu buôn bán dọc sông Thu Bồn, và mỗi nơi đều để lại dấu ấn trong gian bếp. Kết quả là một nền ẩm thực khác biệt ngay cả trong lòng Việt Nam, chủ yếu được bán ở những quầy hàng gia đình nhỏ, nơi một món ăn được hoàn thiện qua hàng chục năm.",
        "Hãy bắt đầu với cao lầu, món mì đặc trưng của phố: sợi dày, dai và thoảng mùi khói, ăn cùng thịt heo, rau thơm và những miếng bánh chiên giòn. Tương truyền, cao lầu phải được làm bằng nước của một giếng cổ. Sau đó, hãy thử bánh bao bánh vạc, những chiếc bánh nhân tôm thanh mảnh tựa cánh hoa hồng trắng, và một ổ bánh mì từ một trong những tiệm bánh nổi tiếng gần chợ cũ, nơi xếp hàng cũng là một phần của nghi thức.",
        "Khi đèn lồng bật sáng, chợ đêm ven sông rộn ràng bếp nướng và những gánh chè. Hãy tìm bánh xèo giòn rụm, cuốn trong bánh tráng cùng rau thơm, và kết thúc bằng một ly nước mía mát lạnh. Mỗi tuần hai lần, các đầu bếp của chúng tôi dẫn khách đi chợ sáng, rồi khép lại bằng một buổi học nấu ăn trong khu vườn bên sông.",
      ],
      de: [
        "Hoi An versteht man am besten über seine Küche. Jahrhundertelang trieben Händler aus China, Japan und Europa am Fluss Thu Bồn Handel, und alle hinterliessen etwas in den Kochtöpfen. Das Ergebnis ist eine Küche, die selbst innerhalb Vietnams eigenständig wirkt und meist an kleinen Familienständen serviert wird, wo dasselbe Gericht über Jahrzehnte perfektioniert wurde.",
        "Beginnen Sie mit Cao Lầu, der typischen Nudel der Stadt: dick, bissfest und leicht rauchig, serviert mit Schweinefleisch, frischen Kräutern und knusprigen Croûtons. Der Überlieferung nach muss sie mit Wasser aus einem bestimmten alten Brunnen zubereitet werden. Probieren Sie danach die «weissen Rosen», zarte Crevettenteigtaschen in Blütenform, und ein Bánh mì aus einer der berühmten Bäckereien beim alten Markt, wo das Anstehen zum Ritual gehört.",
        "Wenn die Laternen angehen, füllt sich der Nachtmarkt am Fluss mit Grills und süssen Suppen. Halten Sie Ausschau nach Bánh xèo, knusprigen Reispfannkuchen, die mit Kräutern in Reispapier gerollt werden, und schliessen Sie mit einem Glas eiskaltem Zuckerrohrsaft. Zweimal pro Woche führen unsere Köche Hotelgäste morgens über den Markt, gefolgt von einem Kochkurs in unserem Garten am Fluss.",
      ],
      th: [
        "วิธีที่ดีที่สุดในการทำความเข้าใจฮอยอันคือผ่านอาหาร ตลอดหลายศตวรรษ พ่อค้าจากจีน ญี่ปุ่น และยุโรปเดินทางมาค้าขายริมแม่น้ำทูโบน และแต่ละชาติต่างทิ้งร่องรอยไว้ในครัว ผลลัพธ์คืออาหารที่มีเอกลักษณ์แม้แต่ในเวียดนามเอง ส่วนใหญ่ขายในแผงเล็ก ๆ ของครอบครัว ที่ซึ่งอาหารจานเดียวกันถูกขัดเกลามานานหลายสิบปี",
        "เริ่มด้วยเกาเลิ่ว ก๋วยเตี๋ยวประจำเมือง เส้นหนา เหนียวนุ่ม และหอมควันอ่อน ๆ เสิร์ฟพร้อมหมู ผักสมุนไพรสด และแผ่นแป้งทอดกรอบ ตามธรรมเนียมต้องทำด้วยน้ำจากบ่อโบราณเพียงบ่อเดียว จากนั้นลองเกี๊ยวกุ้ง “กุหลาบขาว” ที่แสนบอบบางและมีรูปทรงคล้ายกลีบดอกไม้ และบั๋นหมี่จากร้านเบเกอรี่ชื่อดังใกล้ตลาดเก่า ซึ่งการต่อคิวก็เป็นส่วนหนึ่งของพิธีกรรม",
        "เมื่อโคมไฟเริ่มสว่าง ตลาดกลางคืนริมแม่น้ำก็คึกคักไปด้วยเตาปิ้งย่างและของหวาน ลองมองหาบั๋นแส่ว แป้งข้าวทอดกรอบที่ห่อด้วยแผ่นแป้งข้าวพร้อมผักสมุนไพร แล้วปิดท้ายด้วยน้ำอ้อยเย็นชื่นใจสักแก้ว เชฟของเราพาแขกของโรงแรมเดินตลาดยามเช้าสัปดาห์ละสองครั้ง ก่อนจบด้วยคลาสทำอาหารในสวนริมแม่น้ำของเรา",
      ],
      id: [
        "Hoi An paling mudah dipahami lewat makanannya. Selama berabad-abad, pedagang dari Tiongkok, Jepang, dan Eropa berniaga di sepanjang Sungai Thu Bồn, dan masing-masing meninggalkan jejak di dapur. Hasilnya adalah masakan yang terasa berbeda bahkan di Vietnam sendiri, kebanyakan disajikan di warung keluarga kecil tempat hidangan yang sama telah disempurnakan selama puluhan tahun.",
        "Mulailah dengan cao lầu, mi khas kota ini: tebal, kenyal, dan sedikit beraroma asap, disajikan dengan daging babi, daun-daunan segar, dan kerupuk renyah. Menurut tradisi, mi ini harus dibuat dengan air dari sebuah sumur kuno. Lalu cicipi pangsit mawar putih, kudapan udang lembut berbentuk kelopak bunga, dan bánh mì dari salah satu toko roti terkenal di dekat pasar lama, tempat antrean menjadi bagian dari ritualnya.",
        "Saat lentera mulai menyala, pasar malam di tepi sungai dipenuhi panggangan dan penjual bubur manis. Carilah bánh xèo, dadar tepung beras yang renyah, digulung dalam kertas beras bersama daun-daunan segar, lalu tutup dengan segelas air tebu dingin. Dua kali seminggu, para koki kami mengajak tamu hotel menjelajahi pasar pagi, diakhiri kelas memasak di taman kami di tepi sungai.",
      ],
    },
    cover: { scene: "food", place: "hoi-an", seed: 153, mood: "dusk" },
  },
  {
    slug: "eating-along-the-chao-phraya", category: "food-and-drink", author: "Ploy Srisuk", publishedAt: "2026-07-15",
    title: { en: "Eating along the Chao Phraya", fr: "Manger au fil de la Chao Phraya", ja: "チャオプラヤー川沿いの食べ歩き", zh: "沿湄南河一路吃", vi: "Ăn dọc sông Chao Phraya", de: "Kulinarisch entlang des Chao Phraya", th: "ตระเวนชิมริมแม่น้ำเจ้าพระยา", id: "Berburu kuliner di sepanjang Chao Phraya" },
    excerpt: { en: "A river boat, three neighbourhoods and a long evening of Bangkok’s best small plates.", fr: "Un bateau, trois quartiers et une longue soirée à goûter les meilleures petites assiettes de Bangkok.", ja: "川を走るボート、3つの街、そしてバンコク最高の小皿料理を巡る長い夜。", zh: "一条船、三个街区，以及品尝曼谷最佳小吃的漫长夜晚。", vi: "Một chuyến thuyền, ba khu phố và một buổi tối dài thưởng thức những món ăn nhỏ ngon nhất Bangkok.", de: "Ein Flussboot, drei Quartiere und ein langer Abend mit den besten kleinen Gerichten Bangkoks.", th: "เรือหนึ่งลำ สามย่าน และค่ำคืนยาวนานกับอาหารจานเล็กที่อร่อยที่สุดของกรุงเทพฯ", id: "Sebuah perahu sungai, tiga kawasan, dan malam panjang mencicipi hidangan kecil terbaik Bangkok." },
    content: {
      en: [
        "The Chao Phraya is Bangkok’s oldest road, and the simplest way to eat well in the city is to follow it. From our pier, the orange-flag express boat stops at neighbourhoods where families have cooked the same recipes for generations. Buy a ticket on board, keep a few coins handy, and let the river decide the order of the evening.",
        "Start in Talat Noi, a quiet old quarter of Chinese shophouses and street art, with a cup of strong coffee and toast with pandan custard. Walk on to Yaowarat, Bangkok’s Chinatown, when the neon lights come on after dark: grilled seafood, crab omelettes and bowls of peppery rolled noodle soup are served from stalls that spill onto the pavement.",
        "End the night across the river in Thonburi, where canal-side restaurants serve green curry, river prawns and, in season, mango with sticky rice. Eat as Thais do, with a spoon in the right hand and a fork in the left, and order several dishes to share. Our concierge keeps an updated list of favourite stalls, including their closing days.",
      ],
      fr: [
        "La Chao Phraya est la plus ancienne route de Bangkok, et la façon la plus simple de bien manger en ville est de la suivre. Depuis notre ponton, le bateau express au drapeau orange dessert des quartiers où des familles cuisinent les mêmes recettes depuis des générations. Achetez votre billet à bord, gardez quelques pièces à portée de main, et laissez le fleuve décider du déroulement de la soirée.",
        "Commencez à Talat Noi, vieux quartier tranquille de compartiments chinois et d’art urbain, avec un café bien serré et un toast à la crème de pandan. Continuez vers Yaowarat, le quartier chinois de Bangkok, quand les néons s’allument à la nuit tombée : fruits de mer grillés, omelettes au crabe et bols de soupe de nouilles roulées au poivre sont servis sur des étals qui débordent sur le trottoir.",
        "Terminez la soirée de l’autre côté du fleuve, à Thonburi, où des restaurants au bord des canaux servent curry vert, crevettes de rivière et, en saison, riz gluant à la mangue. Mangez comme les Thaïlandais, la cuillère dans la main droite et la fourchette dans la gauche, et commandez plusieurs plats à partager. Notre concierge tient à jour une liste de ses échoppes préférées, jours de fermeture compris.",
      ],
      ja: [
        "チャオプラヤー川はバンコクで最も古い道であり、この街でおいしいものにありつく一番簡単な方法は、川をたどることです。ホテルの桟橋から乗るオレンジ旗のエクスプレスボートは、何世代にもわたって同じレシピを守る家族が暮らす街に停まります。切符は船内で買えるので小銭を用意して、あとは夜の順番を川に任せましょう。",
        "まずは中国式のショップハウスとストリートアートが残る静かな旧市街タラート・ノイで、濃いコーヒーとパンダンカスタードのトーストを。暗くなってネオンが灯る頃にはバンコクの中華街ヤワラートへ。焼いた魚介、カニのオムレツ、胡椒の効いたクイジャップ（くるりと巻いた米麺のスープ）が、歩道まではみ出した屋台で供されます。",
        "夜の締めくくりは対岸のトンブリーへ。運河沿いのレストランでは、グリーンカレーや川エビ、季節にはマンゴーともち米がいただけます。タイの人々のように右手にスプーン、左手にフォークを持ち、何皿か頼んでシェアするのが流儀です。コンシェルジュは、定休日まで記したお気に入りの屋台リストを常に更新しています。",
      ],
      zh: [
        "湄南河是曼谷最古老的道路，而在这座城市吃得好的最简单方法，就是沿着它走。从酒店码头出发，挂橙色旗的快船停靠的街区里，许多家庭几代人都在做着同样的菜。上船买票，备好零钱，然后让河流决定这个夜晚的顺序。",
        "先去叻达诺伊（Talat Noi），这片安静的老街区满是中式骑楼和街头涂鸦，点一杯浓咖啡，配一片香兰卡仕达吐司。天黑后霓虹亮起，再前往曼谷唐人街耀华力路：烤海鲜、蟹肉煎蛋和胡椒味浓郁的粿汁卷汤，从一直摆到人行道上的摊位端上桌。",
        "最后过河到吞武里，运河边的餐馆供应绿咖喱、河虾，应季时还有芒果糯米饭。像泰国人那样右手拿勺、左手拿叉，点几道菜一起分享。我们的礼宾团队会随时更新一份心水小摊清单，连休息日都标注在内。",
      ],
      vi: [
        "Sông Chao Phraya là con đường lâu đời nhất của Bangkok, và cách đơn giản nhất để ăn ngon ở thành phố này là đi theo dòng sông. Từ bến tàu của khách sạn, chuyến thuyền tốc hành cắm cờ cam dừng ở những khu phố nơi nhiều gia đình đã nấu cùng một công thức qua nhiều thế hệ. Mua vé ngay trên thuyền, chuẩn bị sẵn ít tiền lẻ, và để dòng sông quyết định thứ tự cho buổi tối.",
        "Bắt đầu ở Talat Noi, khu phố cổ yên tĩnh với những dãy nhà phố kiểu Hoa và tranh tường đường phố, cùng một tách cà phê đậm và lát bánh mì nướng phết kem lá dứa. Tiếp tục đến Yaowarat, khu phố người Hoa của Bangkok, khi đèn neon bừng sáng lúc trời tối: hải sản nướng, trứng chiên cua và những bát hủ tiếu cuộn cay nồng vị tiêu được bày bán trên các sạp tràn ra vỉa hè.",
        "Kết thúc buổi tối ở bên kia sông tại Thonburi, nơi các nhà hàng ven kênh phục vụ cà ri xanh, tôm sông và xôi xoài khi vào mùa. Hãy ăn như người Thái, tay phải cầm thìa, tay trái cầm nĩa, và gọi nhiều món để cùng chia sẻ. Concierge của chúng tôi luôn cập nhật danh sách những quầy hàng yêu thích, kèm cả ngày nghỉ của từng quán.",
      ],
      de: [
        "Der Chao Phraya ist Bangkoks älteste Strasse, und wer in dieser Stadt gut essen will, folgt ihm am einfachsten. Von unserem Steg aus hält das Expressboot mit der orangen Flagge in Quartieren, in denen Familien seit Generationen dieselben Rezepte kochen. Kaufen Sie das Ticket an Bord, halten Sie ein paar Münzen bereit und lassen Sie den Fluss die Reihenfolge des Abends bestimmen.",
        "Beginnen Sie in Talat Noi, einem ruhigen alten Viertel mit chinesischen Ladenhäusern und Street-Art, mit einem starken Kaffee und Toast mit Pandan-Creme. Gehen Sie weiter nach Yaowarat, Bangkoks Chinatown, wenn nach Einbruch der Dunkelheit die Neonlichter angehen: Grillierte Meeresfrüchte, Krabbenomeletts und Schalen mit pfeffriger Rollnudelsuppe werden an Ständen serviert, die bis aufs Trottoir reichen.",
        "Beschliessen Sie den Abend auf der anderen Flussseite in Thonburi, wo Restaurants an den Kanälen grünes Curry, Flusscrevetten und in der Saison Mango mit Klebreis servieren. Essen Sie wie die Thais, den Löffel in der rechten und die Gabel in der linken Hand, und bestellen Sie mehrere Gerichte zum Teilen. Unser Concierge führt eine stets aktuelle Liste seiner Lieblingsstände, inklusive Ruhetage.",
      ],
      th: [
        "แม่น้ำเจ้าพระยาคือถนนสายที่เก่าแก่ที่สุดของกรุงเทพฯ และวิธีกินให้อร่อยที่ง่ายที่สุดในเมืองนี้ก็คือการล่องไปตามสายน้ำ จากท่าเรือของโรงแรม เรือด่วนธงส้มจะแวะจอดตามย่านที่หลายครอบครัวทำอาหารสูตรเดิมสืบต่อกันมาหลายรุ่น ซื้อตั๋วบนเรือ เตรียมเหรียญไว้สักหน่อย แล้วปล่อยให้สายน้ำเป็นผู้กำหนดลำดับของค่ำคืน",
        "เริ่มต้นที่ตลาดน้อย ย่านเก่าเงียบสงบที่เต็มไปด้วยตึกแถวจีนและสตรีตอาร์ต กับกาแฟเข้ม ๆ สักแก้วและขนมปังปิ้งสังขยาใบเตย แล้วเดินต่อไปยังเยาวราช ไชน่าทาวน์ของกรุงเทพฯ เมื่อไฟนีออนเริ่มสว่างยามค่ำ ทั้งซีฟู้ดย่าง ไข่เจียวปู และก๋วยจั๊บน้ำใสรสพริกไทยเผ็ดร้อน เสิร์ฟจากแผงลอยที่ล้นออกมาถึงทางเท้า",
        "ปิดท้ายค่ำคืนที่ฝั่งธนบุรี ซึ่งร้านอาหารริมคลองเสิร์ฟแกงเขียวหวาน กุ้งแม่น้ำ และข้าวเหนียวมะม่วงในฤดูกาล กินแบบคนไทยแท้ ๆ ถือช้อนด้วยมือขวาและส้อมด้วยมือซ้าย แล้วสั่งอาหารหลาย ๆ จานมาแบ่งกันกิน คอนเซียร์จของเราอัปเดตรายชื่อร้านโปรดอยู่เสมอ พร้อมวันหยุดของแต่ละร้าน",
      ],
      id: [
        "Chao Phraya adalah jalan tertua di Bangkok, dan cara paling sederhana untuk makan enak di kota ini adalah dengan menyusurinya. Dari dermaga kami, perahu ekspres berbendera oranye singgah di kawasan-kawasan tempat keluarga memasak resep yang sama selama beberapa generasi. Beli tiket di atas perahu, siapkan beberapa koin, dan biarkan sungai menentukan urutan malam Anda.",
        "Mulailah di Talat Noi, kawasan tua yang tenang dengan ruko bergaya Tionghoa dan seni jalanan, ditemani secangkir kopi pekat dan roti panggang dengan srikaya pandan. Lanjutkan ke Yaowarat, pecinan Bangkok, saat lampu neon menyala selepas gelap: hidangan laut bakar, telur dadar kepiting, dan semangkuk sup mi gulung berbumbu lada disajikan dari lapak-lapak yang meluber hingga ke trotoar.",
        "Tutup malam di seberang sungai, di Thonburi, tempat restoran-restoran di tepi kanal menyajikan kari hijau, udang sungai, dan ketan mangga saat musimnya. Makanlah seperti orang Thailand, sendok di tangan kanan dan garpu di tangan kiri, lalu pesan beberapa hidangan untuk dinikmati bersama. Concierge kami selalu memperbarui daftar lapak favorit, lengkap dengan hari liburnya.",
      ],
    },
    cover: { scene: "food", place: "bangkok", seed: 264, mood: "night" },
  },
  {
    slug: "onsen-etiquette", category: "wellness", author: "Kenji Mori", publishedAt: "2026-01-22",
    title: { en: "Onsen etiquette, gently explained", fr: "L’étiquette de l’onsen, expliquée en douceur", ja: "やさしく学ぶ温泉のマナー", zh: "温泉礼仪轻松入门", vi: "Phép tắc tắm onsen, giải thích nhẹ nhàng", de: "Onsen-Etikette, behutsam erklärt", th: "มารยาทในการแช่ออนเซ็นแบบเข้าใจง่าย", id: "Etiket onsen, dijelaskan dengan sederhana" },
    excerpt: { en: "What to know before your first Japanese hot spring bath, from the small towel to the question of tattoos.", fr: "Ce qu’il faut savoir avant votre premier bain thermal japonais, de la petite serviette à la question des tatouages.", ja: "初めての温泉の前に知っておきたいこと。小さなタオルの使い方からタトゥーの問題まで。", zh: "初次体验日本温泉前需要了解的一切，从小毛巾的用法到纹身问题。", vi: "Những điều cần biết trước lần đầu tắm suối nước nóng Nhật Bản, từ chiếc khăn nhỏ đến chuyện hình xăm.", de: "Was Sie vor Ihrem ersten japanischen Thermalbad wissen sollten – vom kleinen Handtuch bis zur Frage der Tattoos.", th: "สิ่งที่ควรรู้ก่อนแช่บ่อน้ำพุร้อนญี่ปุ่นครั้งแรก ตั้งแต่ผ้าขนหนูผืนเล็กไปจนถึงเรื่องรอยสัก", id: "Hal yang perlu diketahui sebelum mandi air panas Jepang pertama Anda, dari handuk kecil hingga soal tato." },
    content: {
      en: [
        "A first visit to an onsen can feel intimidating, but the customs are simple and exist for everyone’s comfort. Baths are separated by gender, usually marked with red curtains for women and blue for men, and swimwear is not worn. Leave your clothes in the basket in the changing room and bring only the small towel provided.",
        "Before entering the water, sit on a stool in the washing area, wash thoroughly with soap, then rinse well. The bath itself is for soaking, not washing. Keep your towel out of the water, many people fold it on their head, and tie long hair up. Slip in slowly, talk quietly, and take breaks if the heat feels strong.",
        "Tattoos remain a sensitive subject at many public baths, though attitudes are changing. At Aurelia Kyoto Higashiyama, our spa offers private baths that can be reserved by the hour, for couples, families or anyone who prefers privacy. Afterwards, rest with a cold barley tea in the relaxation room, and let the warmth settle before dinner.",
      ],
      fr: [
        "Une première visite dans un onsen peut intimider, mais les usages sont simples et existent pour le confort de tous. Les bains sont séparés par sexe, généralement signalés par des rideaux rouges pour les femmes et bleus pour les hommes, et l’on ne porte pas de maillot. Laissez vos vêtements dans le panier du vestiaire et n’emportez que la petite serviette fournie.",
        "Avant d’entrer dans l’eau, asseyez-vous sur un tabouret à l’espace de douche, lavez-vous soigneusement au savon, puis rincez-vous bien. Le bain sert à se détendre, pas à se laver. Gardez votre serviette hors de l’eau, beaucoup la plient sur leur tête, et attachez les cheveux longs. Entrez doucement, parlez à voix basse et faites des pauses si la chaleur vous paraît forte.",
        "Les tatouages restent un sujet délicat dans de nombreux bains publics, même si les mentalités évoluent. À l’Aurelia Kyoto Higashiyama, notre spa propose des bains privatifs réservables à l’heure, pour les couples, les familles ou toute personne qui préfère l’intimité. Ensuite, reposez-vous avec un thé d’orge glacé dans la salle de détente et laissez la chaleur s’installer avant le dîner.",
      ],
      ja: [
        "初めての温泉は少し緊張するかもしれませんが、作法はシンプルで、すべては皆が心地よく過ごすためのものです。浴場は男女別で、のれんは女湯が赤、男湯が青のことが多く、水着は着用しません。脱衣所のかごに衣服を入れ、備え付けの小さなタオルだけを持って入りましょう。",
        "湯船に入る前に、洗い場の椅子に座って石けんで体をしっかり洗い、よく流します。湯船は体を温めるための場所で、洗う場所ではありません。タオルはお湯に浸けず、頭の上にたたんでのせる人も多くいます。長い髪はまとめましょう。ゆっくりと湯に入り、静かに話し、熱さを感じたら休憩をとってください。",
        "多くの公衆浴場では、タトゥーは今もデリケートな話題ですが、考え方は少しずつ変わりつつあります。Aurelia Kyoto Higashiyamaのスパには、時間単位で予約できる貸切風呂があり、カップルやご家族、プライバシーを大切にしたい方にご利用いただけます。湯上がりには休憩室で冷たい麦茶を飲みながら、夕食前にぬくもりが体に馴染むのを感じてください。",
      ],
      zh: [
        "第一次泡温泉也许会有些紧张，但规矩其实很简单，都是为了让每个人都感到舒适。浴场按性别分开，通常女汤挂红色门帘、男汤挂蓝色门帘，入浴时不穿泳衣。将衣物放进更衣室的篮子里，只带上提供的小毛巾。",
        "入池之前，先坐在淋浴区的小凳上，用香皂仔细清洗身体，再冲洗干净。浴池是用来浸泡的，不是用来洗澡的。毛巾不要浸入水中，很多人会把它叠好放在头顶；长发请束起。缓缓入水，轻声交谈，觉得太热时就起身休息一下。",
        "在许多公共浴场，纹身仍是敏感话题，不过观念正在改变。Aurelia Kyoto Higashiyama的水疗中心设有可按小时预约的私人浴池，适合情侣、家庭或任何注重私密的宾客。泡完后，在休息室喝一杯冰镇大麦茶，让暖意在晚餐前慢慢沉淀。",
      ],
      vi: [
        "Lần đầu đến onsen có thể khiến bạn hơi ngại, nhưng các quy tắc rất đơn giản và chỉ nhằm để mọi người cùng thoải mái. Khu tắm được chia theo giới tính, thường đánh dấu bằng rèm đỏ cho nữ và rèm xanh cho nam, và không mặc đồ bơi. Hãy để quần áo trong giỏ ở phòng thay đồ và chỉ mang theo chiếc khăn nhỏ được cung cấp.",
        "Trước khi xuống nước, hãy ngồi lên ghế đẩu ở khu vực tắm rửa, kỳ cọ kỹ bằng xà phòng rồi xả sạch. Bồn tắm là để ngâm mình, không phải để tắm rửa. Đừng để khăn chạm nước, nhiều người gấp khăn đặt lên đầu, và hãy buộc gọn tóc dài. Bước xuống từ từ, nói chuyện khẽ khàng và nghỉ giải lao nếu thấy nước quá nóng.",
        "Hình xăm vẫn là chủ đề nhạy cảm ở nhiều nhà tắm công cộng, dù quan niệm đang dần thay đổi. Tại Aurelia Kyoto Higashiyama, spa của chúng tôi có các bồn tắm riêng có thể đặt theo giờ, dành cho các cặp đôi, gia đình hoặc bất kỳ ai muốn sự riêng tư. Sau đó, hãy thư giãn với một ly trà lúa mạch lạnh trong phòng nghỉ và để hơi ấm lắng lại trước bữa tối.",
      ],
      de: [
        "Der erste Besuch in einem Onsen kann einschüchternd wirken, doch die Regeln sind einfach und dienen dem Wohl aller. Die Bäder sind nach Geschlechtern getrennt, meist mit roten Vorhängen für Frauen und blauen für Männer gekennzeichnet, und Badekleidung wird nicht getragen. Legen Sie Ihre Kleider in den Korb im Umkleideraum und nehmen Sie nur das kleine Handtuch mit.",
        "Setzen Sie sich vor dem Baden auf einen Hocker im Waschbereich, waschen Sie sich gründlich mit Seife und spülen Sie gut ab. Das Becken dient dem Entspannen, nicht dem Waschen. Halten Sie das Handtuch aus dem Wasser – viele falten es auf dem Kopf – und binden Sie lange Haare hoch. Gleiten Sie langsam hinein, sprechen Sie leise und legen Sie Pausen ein, wenn die Hitze stark wird.",
        "Tätowierungen sind in vielen öffentlichen Bädern noch immer ein heikles Thema, auch wenn sich die Haltung wandelt. Im Aurelia Kyoto Higashiyama bietet unser Spa private Bäder, die stundenweise reserviert werden können – für Paare, Familien oder alle, die Privatsphäre bevorzugen. Ruhen Sie danach bei einem kalten Gerstentee im Ruheraum und lassen Sie die Wärme vor dem Abendessen nachwirken.",
      ],
      th: [
        "การไปออนเซ็นครั้งแรกอาจทำให้รู้สึกเกร็งอยู่บ้าง แต่ธรรมเนียมนั้นเรียบง่ายและมีไว้เพื่อความสบายใจของทุกคน บ่อแช่แยกชายหญิง โดยมักมีผ้าม่านสีแดงสำหรับผู้หญิงและสีน้ำเงินสำหรับผู้ชาย และจะไม่สวมชุดว่ายน้ำ วางเสื้อผ้าไว้ในตะกร้าในห้องเปลี่ยนเสื้อผ้า แล้วนำเพียงผ้าขนหนูผืนเล็กที่เตรียมไว้ให้ติดตัวเข้าไป",
        "ก่อนลงแช่ ให้นั่งบนเก้าอี้เตี้ยที่บริเวณอาบน้ำ ถูสบู่ทำความสะอาดร่างกายให้ทั่ว แล้วล้างออกให้สะอาด บ่อแช่มีไว้สำหรับแช่ตัว ไม่ใช่สำหรับอาบน้ำ อย่าให้ผ้าขนหนูจุ่มลงในน้ำ หลายคนพับวางไว้บนศีรษะ และควรรวบผมยาวให้เรียบร้อย ค่อย ๆ ลงแช่ พูดคุยเบา ๆ และพักเป็นระยะหากรู้สึกร้อนเกินไป",
        "รอยสักยังเป็นเรื่องละเอียดอ่อนในโรงอาบน้ำสาธารณะหลายแห่ง แม้ทัศนคติจะเริ่มเปลี่ยนไปแล้วก็ตาม ที่ Aurelia Kyoto Higashiyama สปาของเรามีบ่อแช่ส่วนตัวที่จองเป็นรายชั่วโมงได้ สำหรับคู่รัก ครอบครัว หรือใครก็ตามที่ต้องการความเป็นส่วนตัว หลังแช่เสร็จ พักผ่อนในห้องรีแล็กซ์พร้อมชาข้าวบาร์เลย์เย็น ๆ แล้วปล่อยให้ความอบอุ่นซึมซาบก่อนมื้อค่ำ",
      ],
      id: [
        "Kunjungan pertama ke onsen mungkin terasa canggung, tetapi aturannya sederhana dan ada demi kenyamanan semua orang. Pemandian dipisahkan menurut jenis kelamin, biasanya ditandai tirai merah untuk perempuan dan biru untuk laki-laki, dan baju renang tidak dipakai. Simpan pakaian Anda di keranjang ruang ganti dan bawa hanya handuk kecil yang disediakan.",
        "Sebelum masuk ke air, duduklah di bangku kecil di area bilas, basuh tubuh dengan sabun hingga bersih, lalu bilas dengan baik. Kolam hanya untuk berendam, bukan untuk mandi. Jangan celupkan handuk ke dalam air, banyak orang melipatnya di atas kepala, dan ikat rambut panjang. Masuklah perlahan, bicaralah pelan, dan beristirahatlah bila panasnya terasa kuat.",
        "Tato masih menjadi hal sensitif di banyak pemandian umum, meski pandangan mulai berubah. Di Aurelia Kyoto Higashiyama, spa kami menyediakan kolam pribadi yang dapat dipesan per jam, untuk pasangan, keluarga, atau siapa pun yang menginginkan privasi. Setelahnya, bersantailah dengan teh jelai dingin di ruang istirahat dan biarkan kehangatan meresap sebelum makan malam.",
      ],
    },
    cover: { scene: "spa", place: "kyoto", seed: 375, mood: "dawn" },
  },
  {
    slug: "morning-rituals-in-ubud", category: "wellness", author: "Made Wirawan", publishedAt: "2026-09-03",
    title: { en: "Morning rituals in Ubud", fr: "Rituels du matin à Ubud", ja: "ウブドの朝の儀式", zh: "乌布的晨间仪式", vi: "Nghi thức buổi sáng ở Ubud", de: "Morgenrituale in Ubud", th: "พิธีกรรมยามเช้าในอูบุด", id: "Ritual pagi di Ubud" },
    excerpt: { en: "Water blessings, jamu and sunrise over the rice fields: the Balinese way to begin a day.", fr: "Bénédictions de l’eau, jamu et lever du soleil sur les rizières : commencer la journée à la balinaise.", ja: "水の清め、ジャムウ、そして田園に昇る朝日。バリ流の一日の始め方。", zh: "净水祈福、传统草本饮jamu与稻田日出：以巴厘岛的方式开启新的一天。", vi: "Nghi lễ tẩy tịnh bằng nước, jamu và bình minh trên ruộng lúa: cách người Bali bắt đầu một ngày.", de: "Wassersegnungen, Jamu und Sonnenaufgang über den Reisfeldern: ein Tag, der auf balinesische Art beginnt.", th: "พิธีชำระล้างด้วยน้ำ ยาจามู และพระอาทิตย์ขึ้นเหนือทุ่งนา วิธีเริ่มต้นวันใหม่แบบชาวบาหลี", id: "Penyucian dengan air, jamu, dan matahari terbit di atas sawah: cara orang Bali memulai hari." },
    content: {
      en: [
        "In Ubud, the day begins with offerings. Long before the cafés open, women place small palm-leaf baskets of flowers, rice and incense on doorsteps, shrines and even scooter seats. Watching this quiet ritual from your villa terrace, with mist still lying over the valley, is one of the gentlest introductions to Balinese life and its idea of balance between people, nature and the divine.",
        "Many visitors take part in melukat, a water purification ceremony, at the spring temple of Tirta Empul or at smaller village springs nearby. Wear a sarong and sash, follow a local guide and move from spout to spout with a simple intention. It is a spiritual practice rather than a spa treatment, and it is best approached with curiosity and respect.",
        "Back at the retreat, try a glass of jamu, the traditional tonic of turmeric, ginger and tamarind that Balinese grandmothers still prepare at home. Our morning yoga pavilion faces east over the Ayung valley, and the spa’s boreh body treatment, a warming scrub of spices and rice, is an ideal way to ease into a slower rhythm.",
      ],
      fr: [
        "À Ubud, la journée commence par des offrandes. Bien avant l’ouverture des cafés, les femmes déposent de petits paniers en feuille de palmier garnis de fleurs, de riz et d’encens sur les seuils, les autels et même les selles des scooters. Observer ce rituel discret depuis la terrasse de votre villa, alors que la brume flotte encore sur la vallée, est l’une des plus douces introductions à la vie balinaise et à son idée d’équilibre entre les hommes, la nature et le divin.",
        "Beaucoup de visiteurs participent au melukat, une cérémonie de purification par l’eau, au temple de source de Tirta Empul ou dans de plus petites sources de village alentour. Portez un sarong et une ceinture, suivez un guide local et passez d’une fontaine à l’autre avec une intention simple. C’est une pratique spirituelle plutôt qu’un soin de spa, à aborder avec curiosité et respect.",
        "De retour à la villa, goûtez un verre de jamu, le tonique traditionnel au curcuma, au gingembre et au tamarin que les grands-mères balinaises préparent encore à la maison. Notre pavillon de yoga matinal fait face à l’est, au-dessus de la vallée de l’Ayung, et le soin boreh du spa, un gommage réchauffant aux épices et au riz, est une manière idéale d’adopter un rythme plus lent.",
      ],
      ja: [
        "ウブドの一日は、お供えから始まります。カフェが開くずっと前から、女性たちがヤシの葉で編んだ小さなかごに花や米、お香をのせ、玄関先や祠、ときにはバイクのシートにまで供えていきます。谷にまだ朝霧がかかるなか、ヴィラのテラスからこの静かな営みを眺めることは、人と自然と神々の調和を大切にするバリの暮らしに触れる、最もやさしい入り口のひとつです。",
        "多くの旅人が、ティルタ・ウンプルの泉の寺院や近隣の村の小さな泉で、水による浄化の儀式「ムルカット」に参加します。サロンと腰帯を身に着け、地元のガイドに従い、シンプルな祈りを胸に湧き水の注ぎ口を順にめぐります。これはスパのトリートメントではなく信仰の営みですので、好奇心と敬意をもって臨みましょう。",
        "リトリートに戻ったら、ジャムウを一杯。ターメリック、ショウガ、タマリンドを使った伝統的な滋養ドリンクで、バリのおばあちゃんたちは今も家で手作りしています。朝のヨガパビリオンはアユン渓谷を見下ろして東を向き、スパのボレ・トリートメント（スパイスと米の温かなスクラブ）は、ゆったりとしたリズムに身をなじませるのにぴったりです。",
      ],
      zh: [
        "在乌布，一天从供品开始。早在咖啡馆开门之前，妇女们就把盛着鲜花、米粒和线香的棕榈叶小篮放在门前、神龛上，甚至摩托车座上。当薄雾仍笼罩着山谷，从别墅露台静静观看这一仪式，是认识巴厘岛生活最温柔的方式之一，也让人体会到当地人所追求的人、自然与神灵之间的平衡。",
        "许多旅人会参加净水仪式melukat，地点在圣泉寺蒂尔塔恩普尔，或附近村庄较小的泉水边。穿上纱笼、系好腰带，跟随当地向导，怀着简单的心愿依次走过一个个泉口。这是一种信仰修行而非水疗项目，最好带着好奇与尊重去体验。",
        "回到度假村，不妨喝一杯jamu——以姜黄、生姜和罗望子制成的传统滋补饮品，巴厘岛的老奶奶们至今仍在家中亲手调制。我们的晨间瑜伽亭面朝东方，俯瞰阿勇河谷；水疗中心的boreh身体护理以香料和米粉制成温热磨砂膏，是放慢生活节奏的理想方式。",
      ],
      vi: [
        "Ở Ubud, một ngày bắt đầu bằng lễ vật. Từ rất lâu trước khi các quán cà phê mở cửa, phụ nữ đã đặt những giỏ lá cọ nhỏ đựng hoa, gạo và nhang lên bậc cửa, điện thờ và cả yên xe máy. Ngắm nghi thức lặng lẽ ấy từ sân hiên biệt thự, khi sương còn phủ trên thung lũng, là một trong những cách dịu dàng nhất để làm quen với đời sống Bali và quan niệm về sự cân bằng giữa con người, thiên nhiên và thần linh.",
        "Nhiều du khách tham gia melukat, nghi lễ thanh tẩy bằng nước, tại ngôi đền suối thiêng Tirta Empul hoặc ở những con suối nhỏ hơn trong các ngôi làng lân cận. Hãy mặc sarong và thắt khăn lưng, đi theo hướng dẫn viên địa phương và lần lượt bước qua từng vòi nước với một ước nguyện giản dị. Đây là một thực hành tâm linh chứ không phải liệu trình spa, nên hãy đến với sự tò mò và lòng tôn trọng.",
        "Trở về khu nghỉ dưỡng, hãy thử một ly jamu, loại thức uống bồi bổ truyền thống từ nghệ, gừng và me mà các bà cụ Bali vẫn tự tay pha chế ở nhà. Chòi yoga buổi sáng của chúng tôi nhìn về hướng đông, bao quát thung lũng sông Ayung, và liệu trình boreh của spa, một kiểu tẩy tế bào chết ấm nóng từ gia vị và gạo, là cách lý tưởng để hòa vào nhịp sống chậm hơn.",
      ],
      de: [
        "In Ubud beginnt der Tag mit Opfergaben. Lange bevor die Cafés öffnen, legen Frauen kleine Körbchen aus Palmblättern mit Blüten, Reis und Räucherstäbchen auf Türschwellen, Schreine und sogar auf Rollersitze. Dieses stille Ritual von der Terrasse Ihrer Villa aus zu beobachten, während noch Nebel über dem Tal liegt, ist eine der sanftesten Annäherungen an das balinesische Leben und seine Idee vom Gleichgewicht zwischen Mensch, Natur und Göttlichem.",
        "Viele Besucher nehmen an einem Melukat teil, einer Reinigungszeremonie mit Wasser, im Quelltempel Tirta Empul oder an kleineren Dorfquellen in der Umgebung. Tragen Sie Sarong und Schärpe, folgen Sie einem lokalen Guide und gehen Sie mit einer einfachen Absicht von Wasserspeier zu Wasserspeier. Es ist eine spirituelle Praxis und keine Spa-Behandlung – begegnen Sie ihr mit Neugier und Respekt.",
        "Zurück im Retreat probieren Sie ein Glas Jamu, das traditionelle Tonikum aus Kurkuma, Ingwer und Tamarinde, das balinesische Grossmütter noch heute zu Hause zubereiten. Unser Yoga-Pavillon blickt nach Osten über das Ayung-Tal, und die Boreh-Körperbehandlung des Spa, ein wärmendes Peeling aus Gewürzen und Reis, ist der ideale Weg, in einen langsameren Rhythmus zu finden.",
      ],
      th: [
        "ที่อูบุด วันใหม่เริ่มต้นด้วยเครื่องบูชา ก่อนที่ร้านกาแฟจะเปิดเสียอีก ผู้หญิงชาวบาหลีจะวางตะกร้าใบลานใบเล็กที่ใส่ดอกไม้ ข้าว และธูปไว้ตามหน้าประตู ศาลเจ้า หรือแม้แต่บนเบาะรถสกูตเตอร์ การได้เฝ้ามองพิธีกรรมอันเงียบสงบนี้จากระเบียงวิลล่า ขณะที่หมอกยังปกคลุมหุบเขา คือหนึ่งในวิธีที่อ่อนโยนที่สุดในการทำความรู้จักวิถีชีวิตชาวบาหลี และแนวคิดเรื่องความสมดุลระหว่างมนุษย์ ธรรมชาติ และสิ่งศักดิ์สิทธิ์",
        "นักท่องเที่ยวหลายคนเข้าร่วมพิธีเมอลูกัต พิธีชำระล้างด้วยน้ำ ที่วัดน้ำพุศักดิ์สิทธิ์ติร์ตาเอิมปุล หรือที่น้ำพุเล็ก ๆ ในหมู่บ้านใกล้เคียง สวมผ้าซารองและคาดผ้าที่เอว เดินตามไกด์ท้องถิ่น แล้วเวียนไปตามรางน้ำทีละจุดพร้อมตั้งจิตอธิษฐานอย่างเรียบง่าย นี่คือการปฏิบัติทางจิตวิญญาณ ไม่ใช่ทรีตเมนต์สปา จึงควรเข้าร่วมด้วยความใคร่รู้และความเคารพ",
        "เมื่อกลับมาถึงรีสอร์ต ลองดื่มจามูสักแก้ว เครื่องดื่มบำรุงสุขภาพแบบดั้งเดิมจากขมิ้น ขิง และมะขาม ที่คุณยายชาวบาหลียังคงทำกินเองที่บ้าน ศาลาโยคะยามเช้าของเราหันไปทางทิศตะวันออกเหนือหุบเขาแม่น้ำอายุง และทรีตเมนต์โบเรห์ของสปา ซึ่งเป็นการขัดผิวด้วยเครื่องเทศและข้าวที่ให้ความอบอุ่น คือวิธีที่ดีที่สุดในการปรับตัวเข้าสู่จังหวะชีวิตที่ช้าลง",
      ],
      id: [
        "Di Ubud, hari dimulai dengan sesajen. Jauh sebelum kafe-kafe buka, para perempuan meletakkan canang, wadah kecil dari janur berisi bunga, nasi, dan dupa, di depan pintu, di pelinggih, bahkan di jok sepeda motor. Menyaksikan ritual sunyi ini dari teras vila, saat kabut masih menyelimuti lembah, adalah salah satu cara paling lembut untuk mengenal kehidupan Bali dan filosofi keseimbangan antara manusia, alam, dan Sang Pencipta.",
        "Banyak wisatawan mengikuti melukat, upacara penyucian dengan air, di Pura Tirta Empul atau di mata air desa yang lebih kecil di sekitarnya. Kenakan kain dan selendang, ikuti pemandu setempat, lalu berpindah dari satu pancuran ke pancuran berikutnya dengan niat yang sederhana. Ini adalah praktik spiritual, bukan perawatan spa, jadi jalanilah dengan rasa ingin tahu dan hormat.",
        "Sekembalinya ke resor, cobalah segelas jamu, minuman tradisional dari kunyit, jahe, dan asam yang masih diracik sendiri oleh para nenek Bali di rumah. Paviliun yoga pagi kami menghadap ke timur di atas Lembah Ayung, dan perawatan boreh di spa, lulur hangat dari rempah dan beras, adalah cara ideal untuk menyesuaikan diri dengan ritme yang lebih pelan.",
      ],
    },
    cover: { scene: "mountain", place: "ubud", seed: 486, mood: "dawn" },
  },
]

export const faqCategories: CategorySeed[] = [
  { slug: "reservations", name: { en: "Reservations", fr: "Réservations", ja: "ご予約", zh: "预订", vi: "Đặt phòng", de: "Reservierungen", th: "การจองห้องพัก", id: "Reservasi" } },
  { slug: "during-your-stay", name: { en: "During your stay", fr: "Pendant votre séjour", ja: "ご滞在中", zh: "入住期间", vi: "Trong thời gian lưu trú", de: "Während Ihres Aufenthalts", th: "ระหว่างการเข้าพัก", id: "Selama menginap" } },
  { slug: "payments", name: { en: "Payments", fr: "Paiements", ja: "お支払い", zh: "支付", vi: "Thanh toán", de: "Zahlungen", th: "การชำระเงิน", id: "Pembayaran" } },
]

export const faqs: FaqSeed[] = [
  {
    category: "reservations", order: 1,
    question: { en: "What are the check-in and check-out times?", fr: "Quelles sont les heures d’arrivée et de départ ?", ja: "チェックイン・チェックアウトの時間は？", zh: "入住和退房时间是几点？", vi: "Giờ nhận phòng và trả phòng là mấy giờ?", de: "Wann sind Check-in und Check-out?", th: "เวลาเช็กอินและเช็กเอาต์คือกี่โมง", id: "Jam berapa check-in dan check-out?" },
    answer: {
      en: "Check-in is from 15:00 and check-out is until 12:00 at all our hotels. Guests who book directly with us can request a late check-out until 14:00, subject to availability on the day.",
      fr: "Dans tous nos hôtels, les chambres sont disponibles à partir de 15 h et doivent être libérées avant 12 h. Les clients ayant réservé en direct peuvent demander un départ tardif jusqu’à 14 h, selon disponibilité le jour même.",
      ja: "全ホテル共通で、チェックインは15:00から、チェックアウトは12:00までです。公式サイトから直接ご予約のお客様は、当日の空室状況により14:00までのレイトチェックアウトをご利用いただけます。",
      zh: "我们所有酒店的入住时间为15:00起，退房时间为12:00前。直接向我们预订的宾客可申请延迟退房至14:00，视当天房态而定。",
      vi: "Tại tất cả khách sạn của chúng tôi, giờ nhận phòng từ 15:00 và giờ trả phòng trước 12:00. Khách đặt phòng trực tiếp có thể yêu cầu trả phòng muộn đến 14:00, tùy tình trạng phòng trong ngày.",
      de: "In allen unseren Hotels ist der Check-in ab 15:00 Uhr und der Check-out bis 12:00 Uhr möglich. Gäste, die direkt bei uns buchen, können einen späten Check-out bis 14:00 Uhr anfragen, je nach Verfügbarkeit am Abreisetag.",
      th: "โรงแรมทุกแห่งของเราเช็กอินได้ตั้งแต่เวลา 15:00 น. และเช็กเอาต์ภายในเวลา 12:00 น. ผู้เข้าพักที่จองโดยตรงกับเราสามารถขอเช็กเอาต์ล่าช้าได้ถึง 14:00 น. ขึ้นอยู่กับห้องว่างในวันนั้น",
      id: "Di semua hotel kami, check-in mulai pukul 15.00 dan check-out paling lambat pukul 12.00. Tamu yang memesan langsung dapat meminta check-out lebih lambat hingga pukul 14.00, tergantung ketersediaan pada hari tersebut.",
    },
  },
  {
    category: "reservations", order: 2,
    question: { en: "Can I cancel or change my reservation?", fr: "Puis-je annuler ou modifier ma réservation ?", ja: "予約のキャンセルや変更はできますか？", zh: "可以取消或更改预订吗？", vi: "Tôi có thể hủy hoặc thay đổi đặt phòng không?", de: "Kann ich meine Reservierung stornieren oder ändern?", th: "สามารถยกเลิกหรือเปลี่ยนแปลงการจองได้หรือไม่", id: "Apakah saya bisa membatalkan atau mengubah reservasi?" },
    answer: {
      en: "Cancellation terms depend on the rate you choose. Flexible rates can be cancelled free of charge until the deadline shown in your confirmation, usually 48 hours or 7 days before arrival, while non-refundable rates cannot be changed or refunded.",
      fr: "Les conditions d’annulation dépendent du tarif choisi. Les tarifs flexibles peuvent être annulés sans frais jusqu’à la date limite indiquée dans votre confirmation, généralement 48 heures ou 7 jours avant l’arrivée ; les tarifs non remboursables ne peuvent être ni modifiés ni remboursés.",
      ja: "キャンセル規定はご選択の料金プランによって異なります。フレキシブル料金は、予約確認書に記載の期限（通常はご到着の48時間前または7日前）まで無料でキャンセルいただけますが、返金不可の料金は変更・返金ができません。",
      zh: "取消条款取决于您选择的房价。弹性房价可在预订确认函所示的截止时间前免费取消，通常为抵达前48小时或7天；不可退款房价则无法更改或退款。",
      vi: "Điều kiện hủy phụ thuộc vào loại giá bạn chọn. Giá linh hoạt có thể hủy miễn phí trước thời hạn ghi trong xác nhận đặt phòng, thường là 48 giờ hoặc 7 ngày trước ngày đến, còn giá không hoàn tiền thì không thể thay đổi hay hoàn lại.",
      de: "Die Stornobedingungen hängen vom gewählten Tarif ab. Flexible Tarife können bis zu der in Ihrer Bestätigung genannten Frist kostenlos storniert werden, meist 48 Stunden oder 7 Tage vor Anreise; nicht erstattbare Tarife können weder geändert noch erstattet werden.",
      th: "เงื่อนไขการยกเลิกขึ้นอยู่กับประเภทราคาที่คุณเลือก ราคาแบบยืดหยุ่นสามารถยกเลิกได้ฟรีก่อนกำหนดเวลาที่ระบุในอีเมลยืนยันการจอง โดยทั่วไปคือ 48 ชั่วโมงหรือ 7 วันก่อนวันเข้าพัก ส่วนราคาแบบไม่สามารถคืนเงินได้จะไม่สามารถเปลี่ยนแปลงหรือขอคืนเงินได้",
      id: "Ketentuan pembatalan bergantung pada tarif yang Anda pilih. Tarif fleksibel dapat dibatalkan tanpa biaya hingga batas waktu yang tertera di konfirmasi, biasanya 48 jam atau 7 hari sebelum kedatangan, sedangkan tarif yang tidak dapat dikembalikan tidak bisa diubah maupun dikembalikan dananya.",
    },
  },
  {
    category: "reservations", order: 3,
    question: { en: "Are children welcome?", fr: "Les enfants sont-ils les bienvenus ?", ja: "子ども連れでも宿泊できますか？", zh: "可以带儿童入住吗？", vi: "Khách sạn có đón tiếp trẻ em không?", de: "Sind Kinder willkommen?", th: "สามารถพาเด็กมาเข้าพักได้หรือไม่", id: "Apakah anak-anak boleh menginap?" },
    answer: {
      en: "Children of all ages are welcome. Up to two children under 12 stay free in their parents’ room using existing beds, and cots are provided free of charge on request.",
      fr: "Les enfants de tous âges sont les bienvenus. Jusqu’à deux enfants de moins de 12 ans séjournent gratuitement dans la chambre de leurs parents en utilisant la literie existante, et les lits bébé sont fournis gratuitement sur demande.",
      ja: "お子様は年齢を問わず歓迎いたします。12歳未満のお子様2名様まで、既存のベッドをご利用の場合はご両親と同室で無料でご宿泊いただけます。ベビーベッドもご要望に応じて無料でご用意します。",
      zh: "我们欢迎所有年龄段的儿童。最多两名12岁以下儿童使用现有床铺与父母同住可免费入住，婴儿床可应要求免费提供。",
      vi: "Chúng tôi chào đón trẻ em ở mọi lứa tuổi. Tối đa hai trẻ dưới 12 tuổi được ở miễn phí cùng phòng với cha mẹ khi dùng giường sẵn có, và nôi em bé được cung cấp miễn phí theo yêu cầu.",
      de: "Kinder jeden Alters sind herzlich willkommen. Bis zu zwei Kinder unter 12 Jahren übernachten gratis im Zimmer der Eltern in den vorhandenen Betten, und Kinderbetten stellen wir auf Anfrage kostenlos bereit.",
      th: "เรายินดีต้อนรับเด็กทุกวัย เด็กอายุต่ำกว่า 12 ปีไม่เกินสองคนพักฟรีในห้องเดียวกับผู้ปกครองโดยใช้เตียงที่มีอยู่ และมีเตียงเด็กอ่อนให้บริการฟรีเมื่อแจ้งล่วงหน้า",
      id: "Anak-anak segala usia kami sambut dengan senang hati. Hingga dua anak di bawah 12 tahun menginap gratis di kamar orang tua dengan memakai tempat tidur yang ada, dan boks bayi disediakan gratis atas permintaan.",
    },
  },
  {
    category: "reservations", order: 4,
    question: { en: "Can you arrange an airport transfer?", fr: "Pouvez-vous organiser un transfert depuis l’aéroport ?", ja: "空港送迎の手配はできますか？", zh: "可以安排机场接送吗？", vi: "Khách sạn có thể sắp xếp đưa đón sân bay không?", de: "Können Sie einen Flughafentransfer organisieren?", th: "โรงแรมสามารถจัดรถรับส่งสนามบินได้หรือไม่", id: "Apakah hotel dapat mengatur antar-jemput bandara?" },
    answer: {
      en: "Yes, each hotel can arrange a private car from the nearest airport or railway station. Please send your travel details at least 48 hours before arrival; the price is confirmed when you book the transfer.",
      fr: "Oui, chaque hôtel peut organiser une voiture privée depuis l’aéroport ou la gare la plus proche. Merci de nous communiquer vos informations de voyage au moins 48 heures avant l’arrivée ; le tarif est confirmé lors de la réservation du transfert.",
      ja: "はい、各ホテルにて最寄りの空港や駅からの専用車を手配いたします。ご到着の48時間前までに旅程の詳細をお知らせください。料金は送迎のご予約時にご案内します。",
      zh: "可以，每家酒店都可安排从最近机场或火车站出发的专车接送。请至少在抵达前48小时告知您的行程信息，费用将在预订接送时确认。",
      vi: "Có, mỗi khách sạn đều có thể sắp xếp xe riêng đón bạn từ sân bay hoặc ga tàu gần nhất. Vui lòng gửi thông tin chuyến đi ít nhất 48 giờ trước khi đến; giá sẽ được xác nhận khi bạn đặt dịch vụ.",
      de: "Ja, jedes Hotel organisiert gern einen privaten Wagen ab dem nächstgelegenen Flughafen oder Bahnhof. Bitte senden Sie uns Ihre Reisedaten mindestens 48 Stunden vor Ankunft; der Preis wird bei der Buchung des Transfers bestätigt.",
      th: "ได้ โรงแรมทุกแห่งสามารถจัดรถส่วนตัวรับจากสนามบินหรือสถานีรถไฟที่ใกล้ที่สุด กรุณาแจ้งรายละเอียดการเดินทางอย่างน้อย 48 ชั่วโมงก่อนเข้าพัก โดยจะยืนยันราคาเมื่อคุณจองบริการรับส่ง",
      id: "Ya, setiap hotel dapat mengatur mobil pribadi dari bandara atau stasiun kereta terdekat. Mohon kirimkan detail perjalanan Anda paling lambat 48 jam sebelum kedatangan; harga akan dikonfirmasi saat Anda memesan layanan tersebut.",
    },
  },
  {
    category: "during-your-stay", order: 1,
    question: { en: "Is breakfast included?", fr: "Le petit-déjeuner est-il inclus ?", ja: "朝食は料金に含まれていますか？", zh: "房价含早餐吗？", vi: "Giá phòng có bao gồm bữa sáng không?", de: "Ist das Frühstück inbegriffen?", th: "ราคาห้องพักรวมอาหารเช้าหรือไม่", id: "Apakah sudah termasuk sarapan?" },
    answer: {
      en: "Breakfast is included in rates marked “with breakfast” and is served daily from 6:30 to 10:30, until 11:00 at weekends. If your rate does not include it, you can add breakfast at the hotel at any time.",
      fr: "Le petit-déjeuner est inclus dans les tarifs indiqués « avec petit-déjeuner » et servi tous les jours de 6 h 30 à 10 h 30, jusqu’à 11 h le week-end. S’il n’est pas compris dans votre tarif, vous pouvez l’ajouter à tout moment à l’hôtel.",
      ja: "「朝食付き」と記載された料金プランに含まれており、毎日6:30から10:30まで（週末は11:00まで）ご用意しています。朝食が含まれないプランの場合も、ホテルにていつでも追加いただけます。",
      zh: "标注“含早餐”的房价包含早餐，每日6:30至10:30供应，周末延长至11:00。若您的房价不含早餐，也可随时在酒店加订。",
      vi: "Bữa sáng được bao gồm trong các mức giá ghi “kèm bữa sáng” và phục vụ hằng ngày từ 6:30 đến 10:30, cuối tuần đến 11:00. Nếu giá phòng của bạn chưa bao gồm, bạn có thể đặt thêm bữa sáng tại khách sạn bất cứ lúc nào.",
      de: "Das Frühstück ist in Tarifen mit dem Hinweis «mit Frühstück» enthalten und wird täglich von 6:30 bis 10:30 Uhr serviert, am Wochenende bis 11:00 Uhr. Ist es nicht im Tarif enthalten, können Sie es jederzeit im Hotel hinzubuchen.",
      th: "อาหารเช้ารวมอยู่ในราคาที่ระบุว่า “รวมอาหารเช้า” เสิร์ฟทุกวันเวลา 6:30–10:30 น. และถึง 11:00 น. ในวันหยุดสุดสัปดาห์ หากราคาของคุณไม่รวมอาหารเช้า สามารถเพิ่มได้ที่โรงแรมทุกเมื่อ",
      id: "Sarapan termasuk dalam tarif bertanda “dengan sarapan” dan disajikan setiap hari pukul 06.30–10.30, hingga pukul 11.00 pada akhir pekan. Jika tarif Anda belum termasuk sarapan, Anda dapat menambahkannya di hotel kapan saja.",
    },
  },
  {
    category: "during-your-stay", order: 2,
    question: { en: "Can I bring my pet?", fr: "Puis-je venir avec mon animal de compagnie ?", ja: "ペットを連れて宿泊できますか？", zh: "可以携带宠物入住吗？", vi: "Tôi có thể mang theo thú cưng không?", de: "Darf ich mein Haustier mitbringen?", th: "สามารถนำสัตว์เลี้ยงมาด้วยได้หรือไม่", id: "Bolehkah saya membawa hewan peliharaan?" },
    answer: {
      en: "Dogs and cats up to 10 kg are welcome at our hotels in Paris, Nice and Zurich for a supplement of €30 per night. Our hotels in Asia cannot accommodate pets, with the exception of assistance dogs, which are welcome everywhere.",
      fr: "Les chiens et chats de moins de 10 kg sont les bienvenus dans nos hôtels de Paris, Nice et Zurich, moyennant un supplément de 30 € par nuit. Nos hôtels en Asie ne peuvent pas accueillir d’animaux, à l’exception des chiens d’assistance, acceptés partout.",
      ja: "パリ、ニース、チューリッヒのホテルでは、10kgまでの犬・猫を1泊30ユーロの追加料金でお迎えしています。アジアのホテルではペットのご同伴はご遠慮いただいておりますが、補助犬はすべてのホテルでご利用いただけます。",
      zh: "巴黎、尼斯和苏黎世的酒店欢迎10公斤以内的猫狗入住，每晚附加费30欧元。亚洲的酒店不接待宠物，但辅助犬在所有酒店均受欢迎。",
      vi: "Chó và mèo nặng tối đa 10 kg được chào đón tại các khách sạn ở Paris, Nice và Zurich với phụ phí 30 € mỗi đêm. Các khách sạn tại châu Á không thể tiếp nhận thú cưng, ngoại trừ chó hỗ trợ, được chào đón ở mọi nơi.",
      de: "Hunde und Katzen bis 10 kg sind in unseren Hotels in Paris, Nizza und Zürich gegen einen Zuschlag von 30 € pro Nacht willkommen. In unseren Hotels in Asien können wir keine Haustiere aufnehmen; Assistenzhunde sind jedoch überall willkommen.",
      th: "โรงแรมของเราในปารีส นีซ และซูริกยินดีต้อนรับสุนัขและแมวน้ำหนักไม่เกิน 10 กก. โดยมีค่าบริการเพิ่มคืนละ 30 ยูโร ส่วนโรงแรมในเอเชียไม่สามารถรับสัตว์เลี้ยงได้ ยกเว้นสุนัขช่วยเหลือคนพิการ ซึ่งยินดีต้อนรับในทุกโรงแรม",
      id: "Anjing dan kucing dengan berat hingga 10 kg dipersilakan di hotel kami di Paris, Nice, dan Zurich dengan biaya tambahan €30 per malam. Hotel kami di Asia tidak dapat menerima hewan peliharaan, kecuali anjing pendamping yang diterima di semua hotel.",
    },
  },
  {
    category: "during-your-stay", order: 3,
    question: { en: "Are your hotels accessible for guests with reduced mobility?", fr: "Vos hôtels sont-ils accessibles aux personnes à mobilité réduite ?", ja: "車椅子や歩行に不安のある方も利用しやすいホテルですか？", zh: "酒店是否方便行动不便的宾客？", vi: "Khách sạn có phù hợp cho khách bị hạn chế khả năng vận động không?", de: "Sind Ihre Hotels für Gäste mit eingeschränkter Mobilität zugänglich?", th: "โรงแรมรองรับผู้เข้าพักที่มีข้อจำกัดในการเคลื่อนไหวหรือไม่", id: "Apakah hotel Anda ramah bagi tamu dengan keterbatasan mobilitas?" },
    answer: {
      en: "All nine hotels have step-free access to public areas and at least one accessible room with a roll-in shower. Please tell us about your needs when booking so that we can prepare the room and assist you on arrival.",
      fr: "Nos neuf hôtels offrent un accès de plain-pied aux espaces communs et au moins une chambre accessible avec douche à l’italienne. Indiquez-nous vos besoins lors de la réservation afin que nous puissions préparer la chambre et vous accompagner à l’arrivée.",
      ja: "全9ホテルで、共用エリアへは段差なくアクセスでき、段差のないシャワーを備えたバリアフリールームを1室以上ご用意しています。準備やご到着時のお手伝いのため、ご予約の際に必要なことをお知らせください。",
      zh: "九家酒店的公共区域均为无障碍通行，并至少设有一间配备无门槛淋浴的无障碍客房。请在预订时告知您的需求，以便我们提前准备客房并在您抵达时提供协助。",
      vi: "Cả chín khách sạn đều có lối đi không bậc thang đến các khu vực chung và ít nhất một phòng dành cho người khuyết tật với vòi sen không gờ chắn. Vui lòng cho chúng tôi biết nhu cầu của bạn khi đặt phòng để chúng tôi chuẩn bị phòng và hỗ trợ khi bạn đến.",
      de: "Alle neun Hotels bieten stufenlosen Zugang zu den öffentlichen Bereichen und mindestens ein barrierefreies Zimmer mit bodenebener Dusche. Teilen Sie uns Ihre Bedürfnisse bei der Buchung mit, damit wir das Zimmer vorbereiten und Sie bei der Ankunft unterstützen können.",
      th: "โรงแรมทั้งเก้าแห่งมีทางเข้าพื้นที่ส่วนกลางแบบไม่มีขั้นบันได และมีห้องพักสำหรับผู้พิการพร้อมฝักบัวแบบไม่มีขอบกั้นอย่างน้อยหนึ่งห้อง กรุณาแจ้งความต้องการของคุณเมื่อทำการจอง เพื่อให้เราเตรียมห้องพักและให้ความช่วยเหลือเมื่อคุณมาถึง",
      id: "Kesembilan hotel kami memiliki akses tanpa tangga ke area umum dan setidaknya satu kamar ramah disabilitas dengan pancuran tanpa ambang. Beri tahu kami kebutuhan Anda saat memesan agar kami dapat menyiapkan kamar dan membantu Anda saat tiba.",
    },
  },
  {
    category: "during-your-stay", order: 4,
    question: { en: "Is Wi-Fi available?", fr: "Le Wi-Fi est-il disponible ?", ja: "Wi-Fiは利用できますか？", zh: "酒店提供Wi-Fi吗？", vi: "Khách sạn có Wi-Fi không?", de: "Gibt es WLAN?", th: "มี Wi-Fi ให้บริการหรือไม่", id: "Apakah tersedia Wi-Fi?" },
    answer: {
      en: "High-speed Wi-Fi is complimentary throughout every hotel, including rooms, restaurants and pool areas, with no limit on the number of devices.",
      fr: "Le Wi-Fi haut débit est offert dans l’ensemble de nos hôtels, y compris les chambres, les restaurants et les abords des piscines, sans limite du nombre d’appareils.",
      ja: "全ホテルの客室、レストラン、プールエリアを含む館内全域で、高速Wi-Fiを無料でご利用いただけます。接続台数の制限はありません。",
      zh: "所有酒店均提供全覆盖的免费高速Wi-Fi，包括客房、餐厅和泳池区域，且不限设备数量。",
      vi: "Wi-Fi tốc độ cao được cung cấp miễn phí trong toàn bộ khách sạn, kể cả phòng nghỉ, nhà hàng và khu vực hồ bơi, không giới hạn số thiết bị.",
      de: "Schnelles WLAN steht in allen Hotels kostenlos zur Verfügung, auch in den Zimmern, Restaurants und am Pool, ohne Begrenzung der Anzahl Geräte.",
      th: "บริการ Wi-Fi ความเร็วสูงฟรีทั่วทั้งโรงแรม รวมถึงห้องพัก ห้องอาหาร และบริเวณสระว่ายน้ำ โดยไม่จำกัดจำนวนอุปกรณ์",
      id: "Wi-Fi berkecepatan tinggi tersedia gratis di seluruh area hotel, termasuk kamar, restoran, dan area kolam renang, tanpa batasan jumlah perangkat.",
    },
  },
  {
    category: "payments", order: 1,
    question: { en: "Which payment methods do you accept?", fr: "Quels moyens de paiement acceptez-vous ?", ja: "利用できる支払い方法は？", zh: "接受哪些支付方式？", vi: "Khách sạn chấp nhận những phương thức thanh toán nào?", de: "Welche Zahlungsmittel akzeptieren Sie?", th: "รับชำระเงินด้วยวิธีใดบ้าง", id: "Metode pembayaran apa saja yang diterima?" },
    answer: {
      en: "We accept Visa, Mastercard, American Express, JCB and UnionPay cards, as well as Apple Pay and Google Pay at reception. Cash is accepted in the local currency of each hotel.",
      fr: "Nous acceptons les cartes Visa, Mastercard, American Express, JCB et UnionPay, ainsi qu’Apple Pay et Google Pay à la réception. Les espèces sont acceptées dans la devise locale de chaque hôtel.",
      ja: "Visa、Mastercard、American Express、JCB、銀聯（UnionPay）の各カードに加え、フロントではApple Pay、Google Payもご利用いただけます。現金は各ホテルの現地通貨でお支払いいただけます。",
      zh: "我们接受Visa、万事达卡、美国运通、JCB和银联卡，前台也支持Apple Pay和Google Pay。现金支付须使用各酒店所在地的当地货币。",
      vi: "Chúng tôi chấp nhận thẻ Visa, Mastercard, American Express, JCB và UnionPay, cùng Apple Pay và Google Pay tại quầy lễ tân. Tiền mặt được chấp nhận bằng đơn vị tiền tệ địa phương của từng khách sạn.",
      de: "Wir akzeptieren Visa, Mastercard, American Express, JCB und UnionPay sowie Apple Pay und Google Pay an der Rezeption. Barzahlungen sind in der Landeswährung des jeweiligen Hotels möglich.",
      th: "เรารับบัตร Visa, Mastercard, American Express, JCB และ UnionPay รวมถึง Apple Pay และ Google Pay ที่แผนกต้อนรับ และรับเงินสดเป็นสกุลเงินท้องถิ่นของแต่ละโรงแรม",
      id: "Kami menerima kartu Visa, Mastercard, American Express, JCB, dan UnionPay, serta Apple Pay dan Google Pay di resepsionis. Pembayaran tunai diterima dalam mata uang lokal masing-masing hotel.",
    },
  },
  {
    category: "payments", order: 2,
    question: { en: "Will you take a deposit on arrival?", fr: "Un dépôt de garantie est-il demandé à l’arrivée ?", ja: "チェックイン時にデポジットは必要ですか？", zh: "入住时需要支付押金吗？", vi: "Khách sạn có yêu cầu đặt cọc khi nhận phòng không?", de: "Wird bei der Ankunft eine Kaution verlangt?", th: "ต้องชำระเงินมัดจำเมื่อเช็กอินหรือไม่", id: "Apakah ada deposit saat kedatangan?" },
    answer: {
      en: "Yes, we pre-authorise your card on arrival for the full stay plus a deposit for incidentals, usually the equivalent of €100 per night. The unused amount is released at check-out, though your bank may take a few days to show it.",
      fr: "Oui, nous effectuons à l’arrivée une pré-autorisation sur votre carte pour la totalité du séjour, plus une caution pour les extras, généralement l’équivalent de 100 € par nuit. Le montant non utilisé est libéré au départ, mais votre banque peut mettre quelques jours à le faire apparaître.",
      ja: "はい、チェックイン時にご滞在料金全額と、館内でのご利用分のデポジット（通常1泊あたり100ユーロ相当）をクレジットカードで事前承認させていただきます。未使用分はチェックアウト時に解除されますが、カード会社の処理により反映まで数日かかる場合があります。",
      zh: "是的，入住时我们会对您的信用卡进行预授权，金额为全部房费加杂费押金，通常相当于每晚100欧元。未使用的部分将在退房时解除，但银行可能需要几天时间才能显示。",
      vi: "Có, khi nhận phòng chúng tôi sẽ tạm giữ trên thẻ của bạn toàn bộ tiền phòng cộng một khoản đặt cọc cho chi phí phát sinh, thường tương đương 100 € mỗi đêm. Số tiền chưa dùng sẽ được giải phóng khi trả phòng, tuy ngân hàng có thể mất vài ngày để cập nhật.",
      de: "Ja, bei der Ankunft lassen wir Ihre Karte für den gesamten Aufenthalt sowie eine Kaution für Nebenkosten vorautorisieren, meist im Gegenwert von 100 € pro Nacht. Der nicht genutzte Betrag wird beim Check-out freigegeben; bis er auf Ihrem Konto erscheint, kann es jedoch einige Tage dauern.",
      th: "ใช่ เมื่อเช็กอิน เราจะขออนุมัติวงเงินล่วงหน้าจากบัตรของคุณสำหรับค่าห้องพักทั้งหมดพร้อมเงินมัดจำสำหรับค่าใช้จ่ายเพิ่มเติม โดยทั่วไปเทียบเท่า 100 ยูโรต่อคืน ยอดที่ไม่ได้ใช้จะถูกยกเลิกเมื่อเช็กเอาต์ แต่ธนาคารของคุณอาจใช้เวลาสองสามวันในการคืนวงเงิน",
      id: "Ya, saat kedatangan kami melakukan pra-otorisasi kartu Anda untuk seluruh masa menginap ditambah deposit untuk biaya tambahan, biasanya setara €100 per malam. Jumlah yang tidak terpakai akan dilepaskan saat check-out, meski bank Anda mungkin memerlukan beberapa hari untuk menampilkannya.",
    },
  },
  {
    category: "payments", order: 3,
    question: { en: "Can I receive an invoice in my company’s name?", fr: "Puis-je obtenir une facture au nom de ma société ?", ja: "会社名義の請求書を発行してもらえますか？", zh: "可以开具公司抬头的发票吗？", vi: "Tôi có thể nhận hóa đơn đứng tên công ty không?", de: "Kann ich eine Rechnung auf den Namen meiner Firma erhalten?", th: "ขอใบกำกับภาษีในนามบริษัทได้หรือไม่", id: "Bisakah saya mendapatkan faktur atas nama perusahaan?" },
    answer: {
      en: "Certainly. Give us the company name, address and VAT or tax number at check-in or by email before departure, and we will issue the invoice in that name. Please note that invoices cannot be changed once issued.",
      fr: "Bien sûr. Communiquez-nous la raison sociale, l’adresse et le numéro de TVA ou d’identification fiscale à l’arrivée ou par e-mail avant votre départ, et nous établirons la facture à ce nom. Une facture ne peut plus être modifiée une fois émise.",
      ja: "もちろんです。チェックイン時、またはご出発前にメールで会社名、住所、VAT番号または税務番号をお知らせいただければ、その名義で発行いたします。発行後の請求書は変更できませんのでご注意ください。",
      zh: "当然可以。请在办理入住时或离店前通过电子邮件提供公司名称、地址及增值税号或税号，我们将以该名义开具发票。发票一经开具便无法更改。",
      vi: "Chắc chắn rồi. Hãy cung cấp tên công ty, địa chỉ và mã số thuế khi nhận phòng hoặc qua email trước khi rời đi, chúng tôi sẽ xuất hóa đơn theo thông tin đó. Xin lưu ý hóa đơn không thể chỉnh sửa sau khi đã xuất.",
      de: "Selbstverständlich. Teilen Sie uns Firmenname, Adresse und MWST- bzw. Steuernummer beim Check-in oder vor der Abreise per E-Mail mit, und wir stellen die Rechnung auf diesen Namen aus. Bereits ausgestellte Rechnungen können nicht mehr geändert werden.",
      th: "ได้แน่นอน กรุณาแจ้งชื่อบริษัท ที่อยู่ และเลขประจำตัวผู้เสียภาษีเมื่อเช็กอิน หรือทางอีเมลก่อนเช็กเอาต์ เราจะออกใบกำกับภาษีในนามบริษัทให้ โปรดทราบว่าไม่สามารถแก้ไขเอกสารได้หลังจากออกแล้ว",
      id: "Tentu. Berikan nama perusahaan, alamat, serta nomor PPN atau NPWP saat check-in atau melalui email sebelum keberangkatan, dan kami akan menerbitkan faktur atas nama tersebut. Harap dicatat bahwa faktur tidak dapat diubah setelah diterbitkan.",
    },
  },
  {
    category: "payments", order: 4,
    question: { en: "When am I charged for a prepaid rate?", fr: "Quand suis-je débité pour un tarif prépayé ?", ja: "事前決済プランの料金はいつ請求されますか？", zh: "预付房价何时扣款？", vi: "Khi nào tôi bị trừ tiền với giá trả trước?", de: "Wann wird ein Vorauszahlungstarif belastet?", th: "ราคาแบบชำระเงินล่วงหน้าจะถูกเรียกเก็บเงินเมื่อใด", id: "Kapan tarif prabayar ditagihkan?" },
    answer: {
      en: "Non-refundable and advance purchase rates are charged in full at the time of booking. The amount is charged in the hotel’s local currency, and your bank may apply its own exchange rate.",
      fr: "Les tarifs non remboursables et les tarifs d’achat anticipé sont débités en totalité au moment de la réservation. Le montant est prélevé dans la devise locale de l’hôtel, et votre banque peut appliquer son propre taux de change.",
      ja: "返金不可料金および早期予約料金は、ご予約時に全額が請求されます。請求はホテルの現地通貨で行われ、カード会社独自の為替レートが適用される場合があります。",
      zh: "不可退款房价和提前预订房价会在预订时全额扣款。扣款以酒店当地货币计价，您的银行可能会采用其自身的汇率。",
      vi: "Giá không hoàn tiền và giá đặt sớm sẽ được thu toàn bộ ngay khi đặt phòng. Khoản tiền được tính bằng đơn vị tiền tệ địa phương của khách sạn, và ngân hàng của bạn có thể áp dụng tỷ giá riêng.",
      de: "Nicht erstattbare Tarife und Frühbuchertarife werden bei der Buchung vollständig belastet. Die Abbuchung erfolgt in der Landeswährung des Hotels, und Ihre Bank kann ihren eigenen Wechselkurs anwenden.",
      th: "ราคาแบบไม่สามารถคืนเงินได้และราคาจองล่วงหน้าจะถูกเรียกเก็บเต็มจำนวนในขณะทำการจอง โดยเรียกเก็บเป็นสกุลเงินท้องถิ่นของโรงแรม และธนาคารของคุณอาจใช้อัตราแลกเปลี่ยนของตนเอง",
      id: "Tarif yang tidak dapat dikembalikan dan tarif pemesanan awal ditagihkan penuh pada saat pemesanan. Jumlahnya ditagihkan dalam mata uang lokal hotel, dan bank Anda mungkin menerapkan kurs sendiri.",
    },
  },
]

export const careers: CareerSeed[] = [
  {
    slug: "guest-experience-manager-paris", order: 1, property: "aurelia-paris-saint-germain", employmentType: "full_time",
    title: { en: "Guest Experience Manager", fr: "Responsable de l’expérience client", ja: "ゲストエクスペリエンス・マネージャー", zh: "宾客体验经理", vi: "Quản lý Trải nghiệm Khách hàng", de: "Leiter/in Gästebetreuung", th: "ผู้จัดการฝ่ายประสบการณ์ผู้เข้าพัก", id: "Manajer Pengalaman Tamu" },
    department: { en: "Front Office", fr: "Réception", ja: "フロントオフィス", zh: "前厅部", vi: "Bộ phận Lễ tân", de: "Empfang", th: "ฝ่ายต้อนรับส่วนหน้า", id: "Kantor Depan" },
    location: { en: "Paris, France", fr: "Paris, France", ja: "フランス・パリ", zh: "法国巴黎", vi: "Paris, Pháp", de: "Paris, Frankreich", th: "ปารีส ฝรั่งเศส", id: "Paris, Prancis" },
    description: {
      en: [
        "As Guest Experience Manager, you lead our reception and concierge team of fourteen and make sure every guest feels recognised, from the first email to the last goodbye. You will shape arrivals, handle feedback personally, work closely with housekeeping and the restaurant, and coach the team in a warm, precise style of service.",
        "We are looking for someone with at least four years of front office leadership in a luxury hotel, fluent French and English, and a real love of Paris and its neighbourhoods. A third language, ideally Japanese or Mandarin, is a plus. Permanent full-time contract, with meals on duty.",
      ],
      fr: [
        "En tant que responsable de l’expérience client, vous dirigez notre équipe de quatorze personnes à la réception et à la conciergerie, et veillez à ce que chaque client se sente reconnu, du premier e-mail au dernier au revoir. Vous orchestrez les arrivées, traitez personnellement les retours, travaillez en étroite collaboration avec les étages et le restaurant, et formez l’équipe à un service chaleureux et précis.",
        "Nous recherchons une personne justifiant d’au moins quatre ans d’encadrement en réception dans un hôtel de luxe, parlant couramment français et anglais, et sincèrement attachée à Paris et à ses quartiers. Une troisième langue, idéalement le japonais ou le mandarin, est un atout. CDI à temps plein, repas pris en charge pendant le service.",
      ],
      ja: [
        "ゲストエクスペリエンス・マネージャーとして、14名のフロント・コンシェルジュチームを率い、最初のメールから最後のお見送りまで、すべてのお客様が「自分を覚えてもらえている」と感じられるようにしていただきます。ご到着時の演出、お客様の声への直接対応、客室部門やレストランとの密な連携、そして温かく的確なサービスに向けたチームの育成をお任せします。",
        "ラグジュアリーホテルでのフロント部門のマネジメント経験4年以上、流暢なフランス語と英語、そしてパリとその街並みへの心からの愛着をお持ちの方を求めています。第三言語として日本語または中国語ができれば尚可。正社員・フルタイム、勤務中の食事付きです。",
      ],
      zh: [
        "作为宾客体验经理，您将带领由十四人组成的前台与礼宾团队，确保每位宾客从第一封邮件到最后的道别都感到被用心记住。您将负责设计抵店体验、亲自处理宾客反馈、与客房部和餐厅紧密合作，并指导团队提供温暖而精准的服务。",
        "我们希望您具备至少四年豪华酒店前厅管理经验，能流利使用法语和英语，并真心热爱巴黎及其街区。掌握第三语言者优先，尤其是日语或普通话。全职长期合同，工作期间提供餐食。",
      ],
      vi: [
        "Với vai trò Quản lý Trải nghiệm Khách hàng, bạn sẽ dẫn dắt đội ngũ lễ tân và concierge gồm mười bốn người, đảm bảo mỗi vị khách đều cảm thấy được ghi nhớ, từ email đầu tiên đến lời chào tạm biệt cuối cùng. Bạn sẽ định hình trải nghiệm đón khách, trực tiếp xử lý phản hồi, phối hợp chặt chẽ với bộ phận buồng phòng và nhà hàng, đồng thời huấn luyện đội ngũ theo phong cách phục vụ ấm áp và chuẩn xác.",
        "Chúng tôi tìm kiếm ứng viên có ít nhất bốn năm kinh nghiệm quản lý bộ phận lễ tân tại khách sạn hạng sang, thông thạo tiếng Pháp và tiếng Anh, và thật sự yêu Paris cùng những khu phố của nó. Biết thêm ngoại ngữ thứ ba, lý tưởng là tiếng Nhật hoặc tiếng Trung, là một lợi thế. Hợp đồng toàn thời gian không thời hạn, bao gồm bữa ăn trong ca làm.",
      ],
      de: [
        "Als Leiterin oder Leiter Gästebetreuung führen Sie unser vierzehnköpfiges Team an Rezeption und Concierge und sorgen dafür, dass sich jeder Gast wiedererkannt fühlt – von der ersten E-Mail bis zum letzten Abschied. Sie gestalten die Ankünfte, nehmen Rückmeldungen persönlich entgegen, arbeiten eng mit Hauswirtschaft und Restaurant zusammen und schulen das Team in einem herzlichen, präzisen Servicestil.",
        "Wir suchen eine Persönlichkeit mit mindestens vier Jahren Führungserfahrung am Empfang eines Luxushotels, fliessendem Französisch und Englisch und echter Liebe zu Paris und seinen Quartieren. Eine dritte Sprache, idealerweise Japanisch oder Mandarin, ist von Vorteil. Unbefristete Vollzeitstelle, Verpflegung während der Arbeitszeit.",
      ],
      th: [
        "ในตำแหน่งผู้จัดการฝ่ายประสบการณ์ผู้เข้าพัก คุณจะเป็นผู้นำทีมต้อนรับและคอนเซียร์จจำนวนสิบสี่คน และดูแลให้ผู้เข้าพักทุกท่านรู้สึกว่าได้รับการจดจำ ตั้งแต่อีเมลฉบับแรกจนถึงการกล่าวลาครั้งสุดท้าย คุณจะออกแบบประสบการณ์การมาถึง รับฟังความคิดเห็นด้วยตนเอง ทำงานใกล้ชิดกับฝ่ายแม่บ้านและห้องอาหาร และโค้ชทีมงานให้บริการอย่างอบอุ่นและแม่นยำ",
        "เรากำลังมองหาผู้ที่มีประสบการณ์บริหารงานส่วนหน้าในโรงแรมหรูอย่างน้อยสี่ปี สื่อสารภาษาฝรั่งเศสและอังกฤษได้คล่อง และหลงรักปารีสกับย่านต่าง ๆ ของเมืองอย่างแท้จริง หากใช้ภาษาที่สามได้ โดยเฉพาะภาษาญี่ปุ่นหรือจีนกลาง จะได้รับการพิจารณาเป็นพิเศษ สัญญาจ้างประจำเต็มเวลา พร้อมอาหารระหว่างปฏิบัติงาน",
      ],
      id: [
        "Sebagai Manajer Pengalaman Tamu, Anda memimpin tim resepsionis dan concierge yang beranggotakan empat belas orang serta memastikan setiap tamu merasa dikenali, dari email pertama hingga ucapan perpisahan terakhir. Anda akan merancang momen kedatangan, menangani masukan tamu secara langsung, bekerja erat dengan tata graha dan restoran, serta membimbing tim dalam gaya layanan yang hangat dan cermat.",
        "Kami mencari sosok dengan pengalaman minimal empat tahun memimpin kantor depan di hotel mewah, fasih berbahasa Prancis dan Inggris, serta sungguh mencintai Paris dan lingkungan-lingkungannya. Penguasaan bahasa ketiga, idealnya Jepang atau Mandarin, menjadi nilai tambah. Kontrak tetap penuh waktu, termasuk makan selama jam kerja.",
      ],
    },
  },
  {
    slug: "sous-chef-kyoto", order: 2, property: "aurelia-kyoto-higashiyama", employmentType: "full_time",
    title: { en: "Sous-Chef", fr: "Sous-chef de cuisine", ja: "スーシェフ", zh: "副厨师长", vi: "Bếp phó", de: "Souschef/Souscheffin", th: "ซูเชฟ", id: "Wakil Kepala Koki" },
    department: { en: "Culinary", fr: "Cuisine", ja: "調理部", zh: "厨房部", vi: "Bộ phận Bếp", de: "Küche", th: "ฝ่ายครัว", id: "Dapur" },
    location: { en: "Kyoto, Japan", fr: "Kyoto, Japon", ja: "日本・京都", zh: "日本京都", vi: "Kyoto, Nhật Bản", de: "Kyoto, Japan", th: "เกียวโต ญี่ปุ่น", id: "Kyoto, Jepang" },
    description: {
      en: [
        "Our restaurant in Higashiyama cooks with the seasons of Kyoto, working with farmers in Ohara and fishermen on the Sea of Japan coast. As Sous-Chef, you will run the kitchen alongside our Head Chef, lead a brigade of twelve, manage ordering and food safety, and help develop a menu that bridges Kyoto cuisine and French technique.",
        "You bring at least five years in fine-dining kitchens, two of them in a supervisory role, and a calm, organised approach under pressure. Business-level Japanese is required and conversational English is helpful. We offer visa sponsorship where needed, staff accommodation for the first three months and a generous training budget.",
      ],
      fr: [
        "Notre restaurant de Higashiyama cuisine au rythme des saisons de Kyoto, avec des maraîchers d’Ohara et des pêcheurs de la côte de la mer du Japon. En tant que sous-chef, vous dirigez la cuisine aux côtés de notre chef, encadrez une brigade de douze personnes, gérez les commandes et la sécurité alimentaire, et participez à l’élaboration d’une carte qui relie la cuisine de Kyoto et la technique française.",
        "Vous justifiez d’au moins cinq ans d’expérience en restauration gastronomique, dont deux à un poste d’encadrement, et savez rester calme et organisé sous pression. Un japonais de niveau professionnel est indispensable, un anglais courant est apprécié. Nous proposons un parrainage de visa si nécessaire, un logement pour les trois premiers mois et un budget de formation généreux.",
      ],
      ja: [
        "東山のレストランでは、大原の農家や日本海沿岸の漁師と手を携え、京都の四季に寄り添った料理をお届けしています。スーシェフとして、料理長とともに厨房を運営し、12名のチームを率い、発注と食品衛生管理を担いながら、京料理とフランスの技法をつなぐメニュー開発にも携わっていただきます。",
        "ファインダイニングでの経験5年以上（うち2年以上は管理職）、そしてプレッシャーの中でも落ち着いて段取りよく動ける方を求めています。ビジネスレベルの日本語は必須、日常会話程度の英語ができれば尚可。必要に応じたビザサポート、入社後3か月間の社員寮、充実した研修予算をご用意しています。",
      ],
      zh: [
        "我们位于东山的餐厅依循京都的四季烹饪，与大原的农户和日本海沿岸的渔民合作。作为副厨师长，您将与行政总厨共同管理厨房，带领十二人的团队，负责采购与食品安全，并参与开发融合京都料理与法式技法的菜单。",
        "您需具备至少五年高级餐饮厨房经验，其中两年担任管理职务，并能在压力下保持冷静、有条不紊。须具备商务水平日语，能进行英语日常交流者更佳。我们可按需提供签证担保、入职前三个月的员工宿舍以及充足的培训预算。",
      ],
      vi: [
        "Nhà hàng của chúng tôi ở Higashiyama nấu theo nhịp mùa của Kyoto, hợp tác với nông dân ở Ohara và ngư dân vùng duyên hải biển Nhật Bản. Với vai trò bếp phó, bạn sẽ cùng bếp trưởng điều hành gian bếp, dẫn dắt đội ngũ mười hai người, quản lý đặt hàng và an toàn thực phẩm, đồng thời góp phần xây dựng thực đơn kết nối ẩm thực Kyoto với kỹ thuật Pháp.",
        "Bạn có ít nhất năm năm làm việc trong các bếp nhà hàng cao cấp, trong đó hai năm ở vị trí quản lý, cùng phong thái điềm tĩnh và ngăn nắp khi chịu áp lực. Yêu cầu tiếng Nhật ở mức thương mại, biết tiếng Anh giao tiếp là một lợi thế. Chúng tôi hỗ trợ thị thực khi cần, chỗ ở cho nhân viên trong ba tháng đầu và ngân sách đào tạo dồi dào.",
      ],
      de: [
        "Unser Restaurant in Higashiyama kocht im Rhythmus der Jahreszeiten Kyotos, gemeinsam mit Bauern aus Ohara und Fischern an der Küste des Japanischen Meeres. Als Souschef führen Sie die Küche an der Seite unseres Küchenchefs, leiten eine Brigade von zwölf Personen, verantworten Bestellwesen und Lebensmittelsicherheit und entwickeln ein Menü mit, das die Kyoto-Küche mit französischer Technik verbindet.",
        "Sie bringen mindestens fünf Jahre Erfahrung in der gehobenen Gastronomie mit, davon zwei in leitender Funktion, und bewahren auch unter Druck Ruhe und Übersicht. Verhandlungssicheres Japanisch ist Voraussetzung, Englischkenntnisse sind hilfreich. Wir bieten bei Bedarf Visumsunterstützung, eine Mitarbeiterunterkunft für die ersten drei Monate und ein grosszügiges Weiterbildungsbudget.",
      ],
      th: [
        "ห้องอาหารของเราในฮิงาชิยามะปรุงอาหารตามฤดูกาลของเกียวโต โดยร่วมงานกับเกษตรกรในโอฮาระและชาวประมงริมชายฝั่งทะเลญี่ปุ่น ในตำแหน่งซูเชฟ คุณจะบริหารครัวร่วมกับหัวหน้าเชฟ นำทีมสิบสองคน ดูแลการสั่งซื้อวัตถุดิบและความปลอดภัยของอาหาร และร่วมพัฒนาเมนูที่เชื่อมอาหารเกียวโตเข้ากับเทคนิคแบบฝรั่งเศส",
        "คุณมีประสบการณ์ในครัวไฟน์ไดนิงอย่างน้อยห้าปี โดยสองปีในตำแหน่งหัวหน้างาน และสามารถทำงานอย่างใจเย็นเป็นระบบภายใต้แรงกดดัน ต้องใช้ภาษาญี่ปุ่นระดับธุรกิจได้ และหากสื่อสารภาษาอังกฤษได้จะเป็นประโยชน์ เราสนับสนุนการขอวีซ่าหากจำเป็น มีที่พักสำหรับพนักงานในช่วงสามเดือนแรก และงบประมาณการฝึกอบรมอย่างเต็มที่",
      ],
      id: [
        "Restoran kami di Higashiyama memasak mengikuti musim di Kyoto, bekerja sama dengan petani di Ohara dan nelayan di pesisir Laut Jepang. Sebagai Wakil Kepala Koki, Anda menjalankan dapur bersama Kepala Koki kami, memimpin tim dua belas orang, mengelola pemesanan bahan dan keamanan pangan, serta turut mengembangkan menu yang memadukan masakan Kyoto dengan teknik Prancis.",
        "Anda memiliki pengalaman minimal lima tahun di dapur fine dining, dua di antaranya sebagai penyelia, serta mampu bekerja tenang dan teratur di bawah tekanan. Bahasa Jepang tingkat bisnis wajib dikuasai, dan bahasa Inggris percakapan menjadi nilai tambah. Kami menyediakan sponsor visa bila diperlukan, akomodasi staf selama tiga bulan pertama, dan anggaran pelatihan yang besar.",
      ],
    },
  },
  {
    slug: "spa-therapist-ubud", order: 3, property: "aurelia-ubud-retreat", employmentType: "full_time",
    title: { en: "Spa Therapist", fr: "Praticien ou praticienne spa", ja: "スパセラピスト", zh: "水疗理疗师", vi: "Chuyên viên trị liệu spa", de: "Spa-Therapeutin / Spa-Therapeut", th: "นักบำบัดสปา", id: "Terapis Spa" },
    department: { en: "Spa & Wellness", fr: "Spa et bien-être", ja: "スパ＆ウェルネス", zh: "水疗与康体部", vi: "Spa & Chăm sóc sức khỏe", de: "Spa & Wellness", th: "ฝ่ายสปาและสุขภาพ", id: "Spa & Kebugaran" },
    location: { en: "Ubud, Bali, Indonesia", fr: "Ubud, Bali, Indonésie", ja: "インドネシア・バリ島ウブド", zh: "印度尼西亚巴厘岛乌布", vi: "Ubud, Bali, Indonesia", de: "Ubud, Bali, Indonesien", th: "อูบุด บาหลี อินโดนีเซีย", id: "Ubud, Bali, Indonesia" },
    description: {
      en: [
        "Our spa in Ubud is built around Balinese healing traditions, from boreh scrubs to long massages with locally pressed oils. As Spa Therapist, you will deliver treatments, guide guests through their consultation, prepare each ritual with care and help keep the treatment rooms and gardens a place of calm.",
        "We welcome certified therapists with at least two years of experience in a hotel or resort spa, a sound knowledge of Balinese massage and good spoken English. Warmth and discretion matter more to us than a long CV. We provide ongoing training, uniforms, meals, transport from Ubud town and health insurance.",
      ],
      fr: [
        "Notre spa d’Ubud s’inspire des traditions de soin balinaises, des gommages boreh aux longs massages aux huiles pressées sur place. En tant que praticien ou praticienne, vous réalisez les soins, accompagnez les clients lors de la consultation, préparez chaque rituel avec attention et contribuez à faire des cabines et des jardins un lieu de sérénité.",
        "Nous accueillons des thérapeutes diplômés justifiant d’au moins deux ans d’expérience dans le spa d’un hôtel ou d’un resort, d’une bonne maîtrise du massage balinais et d’un bon niveau d’anglais oral. La chaleur humaine et la discrétion comptent plus pour nous qu’un long CV. Formation continue, uniformes, repas, transport depuis Ubud et assurance santé sont fournis.",
      ],
      ja: [
        "ウブドのスパは、ボレのスクラブから地元で搾ったオイルを使う長時間のマッサージまで、バリの伝統的な癒やしを軸にしています。スパセラピストとして、トリートメントの施術、カウンセリングでのご案内、一つひとつの儀式の丁寧な準備を担い、トリートメントルームと庭園を穏やかな空間に保つお手伝いをしていただきます。",
        "ホテルやリゾートのスパで2年以上の経験を持ち、バリニーズマッサージの知識と日常会話レベル以上の英語力を備えた有資格のセラピストを歓迎します。長い経歴よりも、温かさと慎み深さを大切にしています。継続的な研修、制服、食事、ウブド中心部からの送迎、健康保険をご用意しています。",
      ],
      zh: [
        "我们位于乌布的水疗中心以巴厘岛传统疗愈为核心，从boreh磨砂到使用本地压榨精油的长时按摩。作为水疗理疗师，您将为宾客提供护理、引导他们完成咨询、用心准备每一项仪式，并协助保持护理室和花园的宁静氛围。",
        "我们欢迎持有资质证书、在酒店或度假村水疗中心拥有至少两年经验、熟悉巴厘岛按摩并具备良好英语口语能力的理疗师。对我们而言，温暖与得体比冗长的履历更重要。我们提供持续培训、制服、餐食、往返乌布镇的交通以及医疗保险。",
      ],
      vi: [
        "Spa của chúng tôi tại Ubud được xây dựng dựa trên các phương pháp chữa lành truyền thống của Bali, từ tẩy da chết boreh đến những liệu trình mát-xa dài với tinh dầu ép tại địa phương. Với vai trò chuyên viên trị liệu, bạn sẽ thực hiện liệu trình, hướng dẫn khách trong buổi tư vấn, chuẩn bị từng nghi thức thật chu đáo và góp phần giữ cho phòng trị liệu cùng khu vườn luôn là chốn bình yên.",
        "Chúng tôi chào đón các chuyên viên có chứng chỉ, ít nhất hai năm kinh nghiệm tại spa khách sạn hoặc khu nghỉ dưỡng, am hiểu mát-xa Bali và giao tiếp tiếng Anh tốt. Với chúng tôi, sự ấm áp và tế nhị quan trọng hơn một bản lý lịch dài. Chúng tôi cung cấp đào tạo liên tục, đồng phục, bữa ăn, xe đưa đón từ trung tâm Ubud và bảo hiểm y tế.",
      ],
      de: [
        "Unser Spa in Ubud ist den balinesischen Heiltraditionen verpflichtet, von Boreh-Peelings bis zu langen Massagen mit lokal gepressten Ölen. Als Spa-Therapeutin oder Spa-Therapeut führen Sie Behandlungen durch, begleiten Gäste bei der Beratung, bereiten jedes Ritual mit Sorgfalt vor und tragen dazu bei, dass Behandlungsräume und Gärten Orte der Ruhe bleiben.",
        "Wir freuen uns über zertifizierte Therapeutinnen und Therapeuten mit mindestens zwei Jahren Erfahrung in einem Hotel- oder Resort-Spa, fundierten Kenntnissen der balinesischen Massage und guten Englischkenntnissen. Herzlichkeit und Diskretion zählen für uns mehr als ein langer Lebenslauf. Wir bieten laufende Weiterbildung, Uniformen, Mahlzeiten, Transport ab Ubud und eine Krankenversicherung.",
      ],
      th: [
        "สปาของเราในอูบุดสร้างขึ้นจากภูมิปัญญาการบำบัดแบบบาหลี ตั้งแต่การขัดผิวโบเรห์ไปจนถึงการนวดยาวด้วยน้ำมันที่สกัดในท้องถิ่น ในตำแหน่งนักบำบัดสปา คุณจะให้บริการทรีตเมนต์ แนะนำผู้เข้าพักระหว่างการปรึกษา เตรียมพิธีกรรมแต่ละขั้นตอนอย่างพิถีพิถัน และช่วยดูแลให้ห้องทรีตเมนต์และสวนเป็นพื้นที่แห่งความสงบ",
        "เรายินดีต้อนรับนักบำบัดที่มีใบรับรอง มีประสบการณ์ในสปาของโรงแรมหรือรีสอร์ตอย่างน้อยสองปี มีความรู้ด้านการนวดแบบบาหลี และสื่อสารภาษาอังกฤษได้ดี สำหรับเรา ความอบอุ่นและความสุภาพรอบคอบสำคัญกว่าประวัติการทำงานที่ยาวเหยียด เรามีการฝึกอบรมต่อเนื่อง ชุดยูนิฟอร์ม อาหาร รถรับส่งจากตัวเมืองอูบุด และประกันสุขภาพ",
      ],
      id: [
        "Spa kami di Ubud berakar pada tradisi penyembuhan Bali, dari lulur boreh hingga pijat panjang dengan minyak yang diperas secara lokal. Sebagai Terapis Spa, Anda memberikan perawatan, mendampingi tamu saat konsultasi, menyiapkan setiap ritual dengan cermat, dan membantu menjaga ruang perawatan serta taman tetap menjadi tempat yang tenang.",
        "Kami menyambut terapis bersertifikat dengan pengalaman minimal dua tahun di spa hotel atau resor, memahami pijat Bali dengan baik, dan mampu berbahasa Inggris lisan dengan baik. Bagi kami, kehangatan dan kesantunan lebih penting daripada CV yang panjang. Kami menyediakan pelatihan berkelanjutan, seragam, makan, transportasi dari pusat Ubud, dan asuransi kesehatan.",
      ],
    },
  },
  {
    slug: "revenue-analyst-nice", order: 4, employmentType: "full_time",
    title: { en: "Revenue Analyst", fr: "Analyste en gestion des revenus", ja: "レベニューアナリスト", zh: "收益分析师", vi: "Chuyên viên phân tích doanh thu", de: "Analyst/in Ertragsmanagement", th: "นักวิเคราะห์รายได้", id: "Analis Pendapatan" },
    department: { en: "Commercial", fr: "Direction commerciale", ja: "営業本部", zh: "商务部", vi: "Khối Kinh doanh", de: "Verkauf & Vertrieb", th: "ฝ่ายพาณิชย์", id: "Komersial" },
    location: { en: "Nice, France (group office)", fr: "Nice, France (siège du groupe)", ja: "フランス・ニース（グループ本社）", zh: "法国尼斯（集团总部）", vi: "Nice, Pháp (văn phòng tập đoàn)", de: "Nizza, Frankreich (Hauptsitz)", th: "นีซ ฝรั่งเศส (สำนักงานใหญ่ของกลุ่ม)", id: "Nice, Prancis (kantor pusat grup)" },
    description: {
      en: [
        "From our head office in Nice, the revenue team sets pricing and distribution strategy for all nine Aurelia houses. As Revenue Analyst, you will build forecasts, monitor demand and competitors, prepare weekly reports for each hotel and work with sales and marketing to turn data into clear, practical recommendations.",
        "You hold a degree in hospitality, economics or a related field and have one to three years of experience in revenue management or analytics. You are confident with spreadsheets and SQL, curious about markets from Paris to Bangkok, and able to explain numbers simply. Hybrid working, with two days per week from home.",
      ],
      fr: [
        "Depuis notre siège à Nice, l’équipe de gestion des revenus définit la stratégie tarifaire et de distribution des neuf maisons Aurelia. En tant qu’analyste, vous élaborez les prévisions, suivez la demande et la concurrence, préparez des rapports hebdomadaires pour chaque hôtel et travaillez avec les équipes commerciales et marketing pour transformer les données en recommandations claires et concrètes.",
        "Diplômé·e d’une école hôtelière, d’économie ou d’une formation équivalente, vous avez un à trois ans d’expérience en gestion des revenus ou en analyse de données. À l’aise avec les tableurs et SQL, curieux·se des marchés de Paris à Bangkok, vous savez expliquer les chiffres simplement. Télétravail possible deux jours par semaine.",
      ],
      ja: [
        "ニースの本社では、レベニューチームがAureliaの全9ホテルの価格戦略と販売チャネル戦略を策定しています。レベニューアナリストとして、需要予測の作成、需要動向と競合の分析、各ホテル向けの週次レポート作成を担い、営業・マーケティングチームとともにデータを明確で実践的な提案へと落とし込んでいただきます。",
        "ホスピタリティ、経済学または関連分野の学位をお持ちで、レベニューマネジメントまたはデータ分析の経験が1〜3年ある方。スプレッドシートとSQLを使いこなし、パリからバンコクまで各市場に好奇心を持ち、数字をわかりやすく説明できる方を求めています。週2日の在宅勤務が可能なハイブリッド勤務です。",
      ],
      zh: [
        "在尼斯总部，收益团队为Aurelia旗下全部九家酒店制定定价与分销策略。作为收益分析师，您将负责编制预测、监测市场需求与竞争对手、为每家酒店撰写周报，并与销售和市场团队合作，将数据转化为清晰、可执行的建议。",
        "您拥有酒店管理、经济学或相关专业学位，并具备一至三年收益管理或数据分析经验。您熟练使用电子表格和SQL，对从巴黎到曼谷的各个市场充满好奇，并能把数字讲得简单明了。采用混合办公模式，每周可居家办公两天。",
      ],
      vi: [
        "Từ văn phòng chính tại Nice, đội ngũ quản lý doanh thu xây dựng chiến lược giá và phân phối cho cả chín khách sạn Aurelia. Với vai trò chuyên viên phân tích doanh thu, bạn sẽ lập dự báo, theo dõi nhu cầu và đối thủ cạnh tranh, chuẩn bị báo cáo hằng tuần cho từng khách sạn và phối hợp với bộ phận kinh doanh, tiếp thị để biến dữ liệu thành những khuyến nghị rõ ràng, thiết thực.",
        "Bạn có bằng cấp về quản trị khách sạn, kinh tế hoặc lĩnh vực liên quan và từ một đến ba năm kinh nghiệm trong quản lý doanh thu hoặc phân tích dữ liệu. Bạn sử dụng thành thạo bảng tính và SQL, tò mò về các thị trường từ Paris đến Bangkok, và biết cách giải thích số liệu một cách đơn giản. Làm việc linh hoạt, hai ngày mỗi tuần tại nhà.",
      ],
      de: [
        "Von unserem Hauptsitz in Nizza aus legt das Revenue-Team die Preis- und Vertriebsstrategie für alle neun Aurelia-Häuser fest. Als Analystin oder Analyst erstellen Sie Prognosen, beobachten Nachfrage und Mitbewerber, bereiten wöchentliche Berichte für jedes Hotel vor und arbeiten mit Verkauf und Marketing daran, Daten in klare, praxisnahe Empfehlungen zu übersetzen.",
        "Sie verfügen über einen Abschluss in Hotellerie, Wirtschaft oder einem verwandten Fach und ein bis drei Jahre Erfahrung im Ertragsmanagement oder in der Datenanalyse. Sie sind sicher im Umgang mit Tabellenkalkulation und SQL, neugierig auf Märkte von Paris bis Bangkok und können Zahlen einfach erklären. Hybrides Arbeiten mit zwei Tagen Homeoffice pro Woche.",
      ],
      th: [
        "จากสำนักงานใหญ่ที่นีซ ทีมบริหารรายได้ของเรากำหนดกลยุทธ์ด้านราคาและช่องทางการจัดจำหน่ายให้กับโรงแรม Aurelia ทั้งเก้าแห่ง ในตำแหน่งนักวิเคราะห์รายได้ คุณจะจัดทำการพยากรณ์ ติดตามความต้องการของตลาดและคู่แข่ง เตรียมรายงานประจำสัปดาห์ให้แต่ละโรงแรม และทำงานร่วมกับฝ่ายขายและการตลาดเพื่อเปลี่ยนข้อมูลให้เป็นข้อเสนอแนะที่ชัดเจนและนำไปใช้ได้จริง",
        "คุณสำเร็จการศึกษาด้านการโรงแรม เศรษฐศาสตร์ หรือสาขาที่เกี่ยวข้อง และมีประสบการณ์ด้านการบริหารรายได้หรือการวิเคราะห์ข้อมูลหนึ่งถึงสามปี ใช้สเปรดชีตและ SQL ได้อย่างคล่องแคล่ว สนใจตลาดตั้งแต่ปารีสไปจนถึงกรุงเทพฯ และอธิบายตัวเลขได้อย่างเข้าใจง่าย ทำงานแบบไฮบริด โดยทำงานจากที่บ้านได้สัปดาห์ละสองวัน",
      ],
      id: [
        "Dari kantor pusat kami di Nice, tim manajemen pendapatan menetapkan strategi harga dan distribusi untuk kesembilan hotel Aurelia. Sebagai Analis Pendapatan, Anda menyusun proyeksi, memantau permintaan dan pesaing, menyiapkan laporan mingguan untuk setiap hotel, serta bekerja sama dengan tim penjualan dan pemasaran untuk mengubah data menjadi rekomendasi yang jelas dan praktis.",
        "Anda bergelar di bidang perhotelan, ekonomi, atau bidang terkait dan memiliki pengalaman satu hingga tiga tahun di manajemen pendapatan atau analitik. Anda mahir menggunakan spreadsheet dan SQL, ingin tahu tentang pasar dari Paris hingga Bangkok, dan mampu menjelaskan angka dengan sederhana. Sistem kerja hibrida, dua hari per minggu dari rumah.",
      ],
    },
  },
]

export const policies: PolicySeed[] = [
  {
    slug: "privacy-policy", order: 1, updatedAt: "2026-03-01",
    name: { en: "Privacy policy", fr: "Politique de confidentialité", ja: "プライバシーポリシー", zh: "隐私政策", vi: "Chính sách quyền riêng tư", de: "Datenschutzerklärung", th: "นโยบายความเป็นส่วนตัว", id: "Kebijakan privasi" },
    content: {
      en: [
        "Aurelia Hotels & Resorts, with its head office at 12 Quai des États-Unis, 06300 Nice, France, is the data controller for the personal data we collect through this website, our reservations team and our hotels. We process your data in accordance with the EU General Data Protection Regulation (GDPR) and the data protection laws of each country where we operate.",
        "We collect the information needed to manage your stay: your name, contact details, travel dates, payment details and any preferences you choose to share. We use it to fulfil your booking, meet legal guest registration duties and, only with your consent, send you news and offers. You can withdraw consent at any time using the link in each email.",
        "Your data is shared only with the hotel where you stay, trusted service providers such as payment and IT partners, and public authorities where the law requires it. When data is transferred outside the European Economic Area, we rely on adequacy decisions or standard contractual clauses. We keep booking records for as long as tax and accounting laws require, and no longer.",
        "You have the right to access, correct, delete or port your data, and to object to or restrict its processing. To exercise these rights, write to privacy@aurelia-hotels.example. If you are not satisfied with our answer, you may lodge a complaint with the French data protection authority (CNIL) or the supervisory authority in your country of residence.",
      ],
      fr: [
        "Aurelia Hotels & Resorts, dont le siège est situé 12, quai des États-Unis, 06300 Nice, France, est responsable du traitement des données personnelles collectées via ce site, notre service de réservation et nos hôtels. Nous traitons vos données conformément au Règlement général sur la protection des données (RGPD) et aux lois sur la protection des données de chaque pays où nous sommes présents.",
        "Nous collectons les informations nécessaires à la gestion de votre séjour : nom, coordonnées, dates de voyage, informations de paiement et préférences que vous choisissez de nous communiquer. Nous les utilisons pour exécuter votre réservation, remplir nos obligations légales d’enregistrement des clients et, uniquement avec votre consentement, vous adresser nos actualités et offres. Vous pouvez retirer ce consentement à tout moment grâce au lien présent dans chaque e-mail.",
        "Vos données ne sont partagées qu’avec l’hôtel où vous séjournez, des prestataires de confiance tels que nos partenaires de paiement et informatiques, et les autorités publiques lorsque la loi l’exige. Lorsque des données sont transférées hors de l’Espace économique européen, nous nous appuyons sur des décisions d’adéquation ou des clauses contractuelles types. Nous conservons les données de réservation aussi longtemps que l’exigent les règles fiscales et comptables, et pas davantage.",
        "Vous disposez d’un droit d’accès, de rectification, d’effacement et de portabilité de vos données, ainsi que d’un droit d’opposition et de limitation du traitement. Pour exercer ces droits, écrivez à privacy@aurelia-hotels.example. Si notre réponse ne vous satisfait pas, vous pouvez introduire une réclamation auprès de la CNIL ou de l’autorité de contrôle de votre pays de résidence.",
      ],
      ja: [
        "Aurelia Hotels & Resorts（本社：12 Quai des États-Unis, 06300 Nice, フランス）は、本ウェブサイト、予約窓口および各ホテルを通じて取得する個人データの管理者です。当社は、EU一般データ保護規則（GDPR）および当社が事業を行う各国の個人情報保護法令に従ってお客様のデータを取り扱います。",
        "当社は、ご滞在の手配に必要な情報として、氏名、連絡先、旅行日程、お支払い情報、およびお客様が任意で提供されるご希望事項を収集します。これらはご予約の履行、法令で定められた宿泊者登録義務の遵守、そしてお客様の同意がある場合に限り、ニュースや特典のご案内に使用します。同意は各メールに記載のリンクからいつでも撤回できます。",
        "お客様のデータは、ご宿泊のホテル、決済やITなどの信頼できる委託先、および法令で求められる場合の公的機関とのみ共有されます。欧州経済領域外へデータを移転する場合は、十分性認定または標準契約条項に基づいて行います。予約記録は、税務・会計法令で定められた期間に限り保管します。",
        "お客様には、ご自身のデータへのアクセス、訂正、削除、データポータビリティの権利、ならびに処理への異議申し立てや制限を求める権利があります。これらの権利を行使される場合は、privacy@aurelia-hotels.example までご連絡ください。当社の回答にご満足いただけない場合は、フランスのデータ保護機関（CNIL）またはお住まいの国の監督機関に苦情を申し立てることができます。",
      ],
      zh: [
        "Aurelia Hotels & Resorts总部位于法国尼斯（12 Quai des États-Unis, 06300 Nice），是通过本网站、预订团队及旗下酒店所收集个人数据的控制者。我们依据欧盟《通用数据保护条例》（GDPR）以及我们经营所在各国的数据保护法律处理您的数据。",
        "我们收集管理您入住所需的信息：姓名、联系方式、行程日期、支付信息以及您自愿提供的偏好。这些信息用于履行您的预订、遵守法定的宾客登记义务，并仅在您同意的情况下向您发送资讯和优惠。您可随时通过每封邮件中的链接撤回同意。",
        "您的数据仅与您入住的酒店、支付和IT等可信赖的服务提供商，以及法律要求时的政府机关共享。当数据传输至欧洲经济区以外时，我们依据充分性认定或标准合同条款进行。预订记录仅在税务和会计法规要求的期限内保存。",
        "您有权访问、更正、删除和迁移您的数据，并有权反对或限制对数据的处理。如需行使上述权利，请发送邮件至privacy@aurelia-hotels.example。如对我们的答复不满意，您可以向法国国家信息与自由委员会（CNIL）或您居住国的监管机构投诉。",
      ],
      vi: [
        "Aurelia Hotels & Resorts, có trụ sở chính tại 12 Quai des États-Unis, 06300 Nice, Pháp, là bên kiểm soát dữ liệu cá nhân được thu thập qua trang web này, bộ phận đặt phòng và các khách sạn của chúng tôi. Chúng tôi xử lý dữ liệu của bạn theo Quy định chung về bảo vệ dữ liệu của EU (GDPR) và pháp luật về bảo vệ dữ liệu tại mỗi quốc gia nơi chúng tôi hoạt động.",
        "Chúng tôi thu thập những thông tin cần thiết để quản lý kỳ lưu trú của bạn: họ tên, thông tin liên hệ, ngày đi, thông tin thanh toán và mọi sở thích bạn muốn chia sẻ. Chúng tôi dùng các thông tin này để thực hiện đặt phòng, tuân thủ nghĩa vụ đăng ký lưu trú theo luật định và, chỉ khi có sự đồng ý của bạn, gửi tin tức và ưu đãi. Bạn có thể rút lại sự đồng ý bất cứ lúc nào qua đường liên kết trong mỗi email.",
        "Dữ liệu của bạn chỉ được chia sẻ với khách sạn nơi bạn lưu trú, các nhà cung cấp dịch vụ đáng tin cậy như đối tác thanh toán và công nghệ thông tin, và cơ quan nhà nước khi pháp luật yêu cầu. Khi dữ liệu được chuyển ra ngoài Khu vực Kinh tế Châu Âu, chúng tôi dựa trên quyết định về mức độ bảo vệ tương đương hoặc các điều khoản hợp đồng mẫu. Hồ sơ đặt phòng chỉ được lưu giữ trong thời hạn luật thuế và kế toán yêu cầu.",
        "Bạn có quyền truy cập, chỉnh sửa, xóa hoặc chuyển dữ liệu của mình, cũng như phản đối hoặc hạn chế việc xử lý dữ liệu. Để thực hiện các quyền này, vui lòng gửi email đến privacy@aurelia-hotels.example. Nếu không hài lòng với phản hồi của chúng tôi, bạn có thể khiếu nại lên cơ quan bảo vệ dữ liệu của Pháp (CNIL) hoặc cơ quan giám sát tại quốc gia bạn cư trú.",
      ],
      de: [
        "Aurelia Hotels & Resorts mit Hauptsitz am 12 Quai des États-Unis, 06300 Nice, Frankreich, ist Verantwortliche für die Personendaten, die wir über diese Website, unser Reservierungsteam und unsere Hotels erheben. Wir bearbeiten Ihre Daten gemäss der EU-Datenschutz-Grundverordnung (DSGVO), dem Schweizer Datenschutzgesetz und den Datenschutzgesetzen der übrigen Länder, in denen wir tätig sind.",
        "Wir erheben die Angaben, die zur Verwaltung Ihres Aufenthalts nötig sind: Name, Kontaktdaten, Reisedaten, Zahlungsinformationen und allfällige Wünsche, die Sie uns mitteilen. Wir verwenden sie, um Ihre Buchung abzuwickeln, gesetzliche Meldepflichten zu erfüllen und – nur mit Ihrer Einwilligung – Ihnen Neuigkeiten und Angebote zu senden. Sie können Ihre Einwilligung jederzeit über den Link in jeder E-Mail widerrufen.",
        "Ihre Daten werden nur an das Hotel, in dem Sie wohnen, an vertrauenswürdige Dienstleister wie Zahlungs- und IT-Partner sowie, wo gesetzlich vorgeschrieben, an Behörden weitergegeben. Bei Übermittlungen ausserhalb des Europäischen Wirtschaftsraums stützen wir uns auf Angemessenheitsbeschlüsse oder Standardvertragsklauseln. Buchungsdaten bewahren wir so lange auf, wie es steuer- und handelsrechtliche Vorschriften verlangen, und nicht länger.",
        "Sie haben das Recht auf Auskunft, Berichtigung, Löschung und Datenübertragbarkeit sowie das Recht, der Bearbeitung zu widersprechen oder sie einschränken zu lassen. Schreiben Sie dazu an privacy@aurelia-hotels.example. Sind Sie mit unserer Antwort nicht zufrieden, können Sie sich bei der französischen Datenschutzbehörde (CNIL) oder der Aufsichtsbehörde Ihres Wohnsitzlandes beschweren.",
      ],
      th: [
        "Aurelia Hotels & Resorts ซึ่งมีสำนักงานใหญ่ตั้งอยู่ที่ 12 Quai des États-Unis, 06300 Nice ประเทศฝรั่งเศส เป็นผู้ควบคุมข้อมูลส่วนบุคคลที่เราเก็บรวบรวมผ่านเว็บไซต์นี้ ทีมสำรองห้องพัก และโรงแรมในเครือ เราประมวลผลข้อมูลของคุณตามกฎระเบียบคุ้มครองข้อมูลส่วนบุคคลของสหภาพยุโรป (GDPR) และกฎหมายคุ้มครองข้อมูลส่วนบุคคลของแต่ละประเทศที่เราดำเนินธุรกิจ รวมถึงพระราชบัญญัติคุ้มครองข้อมูลส่วนบุคคลของไทย",
        "เราเก็บรวบรวมข้อมูลที่จำเป็นต่อการจัดการการเข้าพักของคุณ ได้แก่ ชื่อ ข้อมูลติดต่อ วันเดินทาง ข้อมูลการชำระเงิน และความต้องการใด ๆ ที่คุณเลือกแจ้งให้เราทราบ เราใช้ข้อมูลเหล่านี้เพื่อดำเนินการตามการจอง ปฏิบัติตามหน้าที่ทางกฎหมายในการลงทะเบียนผู้เข้าพัก และส่งข่าวสารและข้อเสนอพิเศษเฉพาะเมื่อได้รับความยินยอมจากคุณ คุณสามารถถอนความยินยอมได้ทุกเมื่อผ่านลิงก์ในอีเมลแต่ละฉบับ",
        "ข้อมูลของคุณจะถูกเปิดเผยเฉพาะกับโรงแรมที่คุณเข้าพัก ผู้ให้บริการที่เชื่อถือได้ เช่น พันธมิตรด้านการชำระเงินและเทคโนโลยีสารสนเทศ และหน่วยงานราชการเมื่อกฎหมายกำหนด เมื่อมีการโอนข้อมูลออกนอกเขตเศรษฐกิจยุโรป เราอาศัยคำวินิจฉัยว่ามีมาตรฐานการคุ้มครองที่เพียงพอหรือข้อสัญญามาตรฐาน เราเก็บรักษาข้อมูลการจองไว้เท่าที่กฎหมายภาษีและการบัญชีกำหนดเท่านั้น",
        "คุณมีสิทธิ์เข้าถึง แก้ไข ลบ หรือขอโอนย้ายข้อมูลของคุณ รวมถึงสิทธิ์คัดค้านหรือขอให้จำกัดการประมวลผล หากต้องการใช้สิทธิ์เหล่านี้ โปรดติดต่อ privacy@aurelia-hotels.example หากคุณไม่พอใจกับคำตอบของเรา คุณสามารถยื่นเรื่องร้องเรียนต่อหน่วยงานคุ้มครองข้อมูลของฝรั่งเศส (CNIL) หรือหน่วยงานกำกับดูแลในประเทศที่คุณพำนักอยู่",
      ],
      id: [
        "Aurelia Hotels & Resorts, yang berkantor pusat di 12 Quai des États-Unis, 06300 Nice, Prancis, adalah pengendali data pribadi yang kami kumpulkan melalui situs web ini, tim reservasi, dan hotel-hotel kami. Kami memproses data Anda sesuai dengan Peraturan Perlindungan Data Umum Uni Eropa (GDPR) dan undang-undang perlindungan data di setiap negara tempat kami beroperasi.",
        "Kami mengumpulkan informasi yang diperlukan untuk mengelola masa menginap Anda: nama, detail kontak, tanggal perjalanan, detail pembayaran, dan preferensi apa pun yang Anda bagikan. Kami menggunakannya untuk memproses pemesanan, memenuhi kewajiban hukum pendaftaran tamu, dan, hanya dengan persetujuan Anda, mengirimkan kabar serta penawaran. Anda dapat menarik persetujuan kapan saja melalui tautan di setiap email.",
        "Data Anda hanya dibagikan kepada hotel tempat Anda menginap, penyedia layanan tepercaya seperti mitra pembayaran dan TI, serta otoritas publik bila diwajibkan oleh hukum. Jika data dikirim ke luar Wilayah Ekonomi Eropa, kami berpedoman pada keputusan kecukupan atau klausul kontrak standar. Catatan pemesanan kami simpan selama diwajibkan oleh peraturan perpajakan dan akuntansi, tidak lebih.",
        "Anda berhak mengakses, memperbaiki, menghapus, atau memindahkan data Anda, serta menolak atau membatasi pemrosesannya. Untuk menggunakan hak tersebut, kirimkan email ke privacy@aurelia-hotels.example. Jika Anda tidak puas dengan jawaban kami, Anda dapat mengajukan pengaduan kepada otoritas perlindungan data Prancis (CNIL) atau otoritas pengawas di negara tempat tinggal Anda.",
      ],
    },
  },
  {
    slug: "cookie-policy", order: 2, updatedAt: "2026-03-01",
    name: { en: "Cookie policy", fr: "Politique relative aux cookies", ja: "Cookieポリシー", zh: "Cookie政策", vi: "Chính sách cookie", de: "Cookie-Richtlinie", th: "นโยบายคุกกี้", id: "Kebijakan cookie" },
    content: {
      en: [
        "Our website uses cookies and similar technologies to work properly, remember your choices and understand how it is used. A cookie is a small text file stored on your device when you visit a site. Some are set by us, others by partners whose services we use.",
        "Strictly necessary cookies keep the site secure, remember your language and currency and make the booking process work; they cannot be switched off. Analytics cookies help us measure visits and improve our pages, and marketing cookies allow us and our partners to show you relevant offers on other sites.",
        "Analytics and marketing cookies are only placed with your consent, which you give or refuse through the banner shown on your first visit. You can change your choices at any time from the “Cookie settings” link at the bottom of every page, or by deleting cookies in your browser.",
        "Your choices are kept for a maximum of thirteen months, after which we ask you again. For more information on how we handle personal data, please read our privacy policy or write to privacy@aurelia-hotels.example.",
      ],
      fr: [
        "Notre site utilise des cookies et des technologies similaires pour fonctionner correctement, mémoriser vos choix et comprendre comment il est utilisé. Un cookie est un petit fichier texte enregistré sur votre appareil lorsque vous consultez un site. Certains sont déposés par nous, d’autres par des partenaires dont nous utilisons les services.",
        "Les cookies strictement nécessaires assurent la sécurité du site, mémorisent votre langue et votre devise et permettent le bon déroulement de la réservation ; ils ne peuvent pas être désactivés. Les cookies de mesure d’audience nous aident à analyser les visites et à améliorer nos pages, et les cookies marketing nous permettent, ainsi qu’à nos partenaires, de vous présenter des offres pertinentes sur d’autres sites.",
        "Les cookies de mesure d’audience et marketing ne sont déposés qu’avec votre consentement, que vous donnez ou refusez via le bandeau affiché lors de votre première visite. Vous pouvez modifier vos choix à tout moment grâce au lien « Paramètres des cookies » en bas de chaque page, ou en supprimant les cookies dans votre navigateur.",
        "Vos choix sont conservés pendant treize mois au maximum, après quoi nous vous interrogeons de nouveau. Pour en savoir plus sur la manière dont nous traitons les données personnelles, consultez notre politique de confidentialité ou écrivez à privacy@aurelia-hotels.example.",
      ],
      ja: [
        "当ウェブサイトでは、正常な動作、お客様の選択内容の記憶、利用状況の把握のために、Cookieおよび類似の技術を使用しています。Cookieとは、ウェブサイトを閲覧した際にお使いの端末に保存される小さなテキストファイルです。当社が設定するものと、当社が利用するサービスの提供パートナーが設定するものがあります。",
        "必須Cookieは、サイトの安全性を保ち、言語や通貨の設定を記憶し、予約手続きを機能させるためのもので、無効にすることはできません。分析Cookieは訪問状況の測定とページの改善に役立ち、マーケティングCookieは当社およびパートナーが他のサイトでお客様に関連性の高いご案内を表示するために使用されます。",
        "分析CookieとマーケティングCookieは、初回訪問時に表示されるバナーでお客様が同意された場合にのみ設定されます。設定は、各ページ下部の「Cookie設定」リンクから、またはブラウザでCookieを削除することで、いつでも変更できます。",
        "お客様の選択内容は最長13か月間保存され、その後あらためて同意をお伺いします。個人データの取り扱いについて詳しくは、プライバシーポリシーをご覧いただくか、privacy@aurelia-hotels.example までお問い合わせください。",
      ],
      zh: [
        "本网站使用Cookie及类似技术，以确保网站正常运行、记住您的选择并了解网站的使用情况。Cookie是您访问网站时存储在设备上的小型文本文件，部分由我们设置，部分由我们所使用服务的合作伙伴设置。",
        "必要Cookie用于保障网站安全、记住您的语言和货币偏好并确保预订流程正常运作，无法关闭。分析Cookie帮助我们统计访问量并改进页面，营销Cookie则使我们及合作伙伴能够在其他网站上向您展示相关优惠。",
        "分析Cookie和营销Cookie仅在您同意后才会设置，您可以在首次访问时显示的横幅中选择同意或拒绝。您也可以随时通过每个页面底部的“Cookie设置”链接更改选择，或在浏览器中删除Cookie。",
        "您的选择最长保存十三个月，届时我们会再次征求您的同意。如需进一步了解我们如何处理个人数据，请阅读我们的隐私政策，或发送邮件至privacy@aurelia-hotels.example。",
      ],
      vi: [
        "Trang web của chúng tôi sử dụng cookie và các công nghệ tương tự để hoạt động ổn định, ghi nhớ lựa chọn của bạn và hiểu cách trang web được sử dụng. Cookie là một tệp văn bản nhỏ được lưu trên thiết bị của bạn khi truy cập một trang web. Một số do chúng tôi thiết lập, số khác do các đối tác cung cấp dịch vụ cho chúng tôi thiết lập.",
        "Cookie thiết yếu giúp trang web an toàn, ghi nhớ ngôn ngữ và đơn vị tiền tệ của bạn và đảm bảo quy trình đặt phòng vận hành; các cookie này không thể tắt. Cookie phân tích giúp chúng tôi đo lường lượt truy cập và cải thiện trang, còn cookie tiếp thị cho phép chúng tôi và đối tác hiển thị các ưu đãi phù hợp với bạn trên những trang web khác.",
        "Cookie phân tích và tiếp thị chỉ được đặt khi có sự đồng ý của bạn, thông qua biểu ngữ hiển thị ở lần truy cập đầu tiên. Bạn có thể thay đổi lựa chọn bất cứ lúc nào qua liên kết “Cài đặt cookie” ở cuối mỗi trang, hoặc bằng cách xóa cookie trong trình duyệt.",
        "Lựa chọn của bạn được lưu tối đa mười ba tháng, sau đó chúng tôi sẽ hỏi lại. Để biết thêm về cách chúng tôi xử lý dữ liệu cá nhân, vui lòng đọc chính sách quyền riêng tư hoặc gửi email đến privacy@aurelia-hotels.example.",
      ],
      de: [
        "Unsere Website verwendet Cookies und ähnliche Technologien, damit sie einwandfrei funktioniert, Ihre Einstellungen speichert und wir verstehen, wie sie genutzt wird. Ein Cookie ist eine kleine Textdatei, die beim Besuch einer Website auf Ihrem Gerät gespeichert wird. Einige setzen wir selbst, andere unsere Partner, deren Dienste wir nutzen.",
        "Technisch notwendige Cookies sorgen für die Sicherheit der Website, speichern Sprache und Währung und ermöglichen den Buchungsvorgang; sie können nicht deaktiviert werden. Analyse-Cookies helfen uns, Besuche zu messen und unsere Seiten zu verbessern, und Marketing-Cookies erlauben es uns und unseren Partnern, Ihnen auf anderen Websites passende Angebote zu zeigen.",
        "Analyse- und Marketing-Cookies werden nur mit Ihrer Einwilligung gesetzt, die Sie über das Banner bei Ihrem ersten Besuch erteilen oder verweigern. Sie können Ihre Auswahl jederzeit über den Link «Cookie-Einstellungen» am Ende jeder Seite ändern oder Cookies in Ihrem Browser löschen.",
        "Ihre Auswahl wird höchstens dreizehn Monate gespeichert; danach fragen wir Sie erneut. Weitere Informationen zum Umgang mit Personendaten finden Sie in unserer Datenschutzerklärung, oder schreiben Sie an privacy@aurelia-hotels.example.",
      ],
      th: [
        "เว็บไซต์ของเราใช้คุกกี้และเทคโนโลยีที่คล้ายกันเพื่อให้เว็บไซต์ทำงานได้อย่างถูกต้อง จดจำตัวเลือกของคุณ และเข้าใจวิธีการใช้งานเว็บไซต์ คุกกี้คือไฟล์ข้อความขนาดเล็กที่จัดเก็บไว้ในอุปกรณ์ของคุณเมื่อเข้าชมเว็บไซต์ บางส่วนเราเป็นผู้ตั้งค่า และบางส่วนตั้งค่าโดยพันธมิตรที่เราใช้บริการ",
        "คุกกี้ที่จำเป็นอย่างยิ่งช่วยให้เว็บไซต์ปลอดภัย จดจำภาษาและสกุลเงินของคุณ และทำให้ขั้นตอนการจองทำงานได้ ซึ่งไม่สามารถปิดได้ คุกกี้เพื่อการวิเคราะห์ช่วยให้เราวัดจำนวนการเข้าชมและปรับปรุงหน้าเว็บ ส่วนคุกกี้เพื่อการตลาดช่วยให้เราและพันธมิตรแสดงข้อเสนอที่เกี่ยวข้องกับคุณบนเว็บไซต์อื่น",
        "คุกกี้เพื่อการวิเคราะห์และการตลาดจะถูกติดตั้งเมื่อได้รับความยินยอมจากคุณเท่านั้น โดยคุณสามารถให้หรือปฏิเสธความยินยอมผ่านแบนเนอร์ที่แสดงในการเข้าชมครั้งแรก และเปลี่ยนตัวเลือกได้ทุกเมื่อผ่านลิงก์ “การตั้งค่าคุกกี้” ที่ด้านล่างของทุกหน้า หรือโดยการลบคุกกี้ในเบราว์เซอร์ของคุณ",
        "ตัวเลือกของคุณจะถูกเก็บไว้ไม่เกินสิบสามเดือน หลังจากนั้นเราจะขอความยินยอมจากคุณอีกครั้ง หากต้องการทราบข้อมูลเพิ่มเติมเกี่ยวกับวิธีที่เราจัดการข้อมูลส่วนบุคคล โปรดอ่านนโยบายความเป็นส่วนตัวของเรา หรือติดต่อ privacy@aurelia-hotels.example",
      ],
      id: [
        "Situs web kami menggunakan cookie dan teknologi serupa agar dapat berfungsi dengan baik, mengingat pilihan Anda, dan memahami cara situs digunakan. Cookie adalah berkas teks kecil yang disimpan di perangkat Anda saat mengunjungi sebuah situs. Sebagian dipasang oleh kami, sebagian lagi oleh mitra yang layanannya kami gunakan.",
        "Cookie yang sangat diperlukan menjaga keamanan situs, mengingat bahasa dan mata uang Anda, serta memastikan proses pemesanan berjalan; cookie ini tidak dapat dinonaktifkan. Cookie analitik membantu kami mengukur kunjungan dan menyempurnakan halaman, sedangkan cookie pemasaran memungkinkan kami dan mitra menampilkan penawaran yang relevan di situs lain.",
        "Cookie analitik dan pemasaran hanya dipasang dengan persetujuan Anda, yang dapat Anda berikan atau tolak melalui banner yang muncul pada kunjungan pertama. Anda dapat mengubah pilihan kapan saja melalui tautan “Pengaturan cookie” di bagian bawah setiap halaman, atau dengan menghapus cookie di peramban Anda.",
        "Pilihan Anda disimpan paling lama tiga belas bulan, setelah itu kami akan menanyakannya kembali. Untuk informasi lebih lanjut tentang cara kami menangani data pribadi, silakan baca kebijakan privasi kami atau kirim email ke privacy@aurelia-hotels.example.",
      ],
    },
  },
  {
    slug: "terms-of-booking", order: 3, updatedAt: "2026-04-15",
    name: { en: "Terms of booking", fr: "Conditions de réservation", ja: "予約規約", zh: "预订条款", vi: "Điều khoản đặt phòng", de: "Buchungsbedingungen", th: "ข้อกำหนดการจอง", id: "Syarat dan ketentuan pemesanan" },
    content: {
      en: [
        "These terms apply to all reservations made with any Aurelia hotel through this website, by telephone or by email. A booking is confirmed when you receive a confirmation number by email. The person making the booking must be at least 18 years old and is responsible for all guests included in it.",
        "Prices are shown per room and per night in the hotel’s local currency and include applicable taxes unless stated otherwise; local tourist or city taxes may be collected at the hotel. Each rate has its own conditions for payment, changes and cancellation, which are shown before you book and repeated in your confirmation.",
        "If you cancel after the free cancellation deadline or do not arrive, the hotel will charge the amount stated in the rate conditions, usually the first night. Non-refundable rates are charged at booking and cannot be refunded. If we are unable to honour a confirmed reservation, we will arrange comparable accommodation nearby at our expense.",
        "Rooms are available from 15:00 on the day of arrival and must be vacated by 12:00 on the day of departure. All our hotels are non-smoking, and a cleaning fee may apply if this rule is not respected. These terms are governed by French law, without prejudice to the mandatory consumer protection rules of your country of residence.",
      ],
      fr: [
        "Les présentes conditions s’appliquent à toutes les réservations effectuées auprès d’un hôtel Aurelia via ce site, par téléphone ou par e-mail. Une réservation est confirmée dès réception d’un numéro de confirmation par e-mail. La personne qui réserve doit être âgée d’au moins 18 ans et est responsable de l’ensemble des personnes incluses dans la réservation.",
        "Les prix sont indiqués par chambre et par nuit dans la devise locale de l’hôtel et incluent les taxes applicables, sauf mention contraire ; la taxe de séjour ou les taxes municipales peuvent être perçues à l’hôtel. Chaque tarif comporte ses propres conditions de paiement, de modification et d’annulation, présentées avant la réservation et rappelées dans votre confirmation.",
        "En cas d’annulation après la date limite d’annulation gratuite ou de non-présentation, l’hôtel facture le montant prévu par les conditions du tarif, généralement la première nuit. Les tarifs non remboursables sont débités à la réservation et ne peuvent être remboursés. Si nous ne pouvons honorer une réservation confirmée, nous organisons à nos frais un hébergement comparable à proximité.",
        "Les chambres sont disponibles à partir de 15 h le jour de l’arrivée et doivent être libérées avant 12 h le jour du départ. Tous nos hôtels sont non-fumeurs ; des frais de nettoyage peuvent s’appliquer en cas de non-respect de cette règle. Les présentes conditions sont régies par le droit français, sans préjudice des dispositions impératives de protection des consommateurs de votre pays de résidence.",
      ],
      ja: [
        "本規約は、本ウェブサイト、電話またはメールを通じたAureliaの各ホテルへのすべてのご予約に適用されます。ご予約は、確認番号を記載したメールをお受け取りになった時点で確定します。ご予約者は18歳以上であることを要し、同予約に含まれるすべての宿泊者について責任を負うものとします。",
        "料金は1室1泊あたり、ホテルの現地通貨で表示され、別途記載がない限り適用される税金を含みます。宿泊税や市税はホテルにて別途申し受ける場合があります。各料金プランには、支払い、変更、キャンセルに関する独自の条件があり、ご予約前に表示されるとともに予約確認書にも記載されます。",
        "無料キャンセル期限を過ぎてからのキャンセル、または不泊の場合は、料金条件に定める金額（通常は1泊分）を申し受けます。返金不可料金はご予約時に請求され、返金はできません。確定済みのご予約をお受けできない事態が生じた場合は、当社の負担にて近隣の同等の宿泊施設をご手配いたします。",
        "客室はご到着日の15:00からご利用いただけ、ご出発日の12:00までにご退室いただきます。全ホテル禁煙となっており、これをお守りいただけない場合は清掃料金を申し受けることがあります。本規約はフランス法に準拠しますが、お客様の居住国の強行的な消費者保護規定の適用を妨げるものではありません。",
      ],
      zh: [
        "本条款适用于通过本网站、电话或电子邮件向任何一家Aurelia酒店所作的全部预订。您通过电子邮件收到确认编号后，预订即告确认。预订人须年满18周岁，并对预订中包含的所有宾客负责。",
        "价格按每间每晚以酒店当地货币显示，除另有说明外已含适用税费；当地旅游税或城市税可能在酒店另行收取。每种房价都有各自的付款、更改和取消条件，会在预订前展示，并在确认函中再次列明。",
        "如在免费取消截止时间后取消或未按时入住，酒店将按房价条件收取相应费用，通常为首晚房费。不可退款房价在预订时即扣款，且不予退还。如我们无法履行已确认的预订，将承担费用为您在附近安排同等水准的住宿。",
        "入住当天15:00起可入住客房，离店当天须在12:00前退房。旗下所有酒店均全面禁烟，如违反规定可能收取清洁费。本条款受法国法律管辖，但不影响您居住国强制性消费者保护规定的适用。",
      ],
      vi: [
        "Các điều khoản này áp dụng cho mọi đặt phòng tại bất kỳ khách sạn Aurelia nào qua trang web này, qua điện thoại hoặc email. Đặt phòng được xác nhận khi bạn nhận được mã xác nhận qua email. Người đặt phòng phải từ đủ 18 tuổi trở lên và chịu trách nhiệm cho tất cả khách có trong đặt phòng.",
        "Giá được hiển thị theo phòng mỗi đêm bằng đơn vị tiền tệ địa phương của khách sạn và đã bao gồm các loại thuế hiện hành, trừ khi có ghi chú khác; thuế du lịch hoặc thuế thành phố có thể được thu tại khách sạn. Mỗi loại giá có điều kiện riêng về thanh toán, thay đổi và hủy, được hiển thị trước khi đặt và nhắc lại trong xác nhận đặt phòng.",
        "Nếu bạn hủy sau thời hạn hủy miễn phí hoặc không đến, khách sạn sẽ thu khoản phí ghi trong điều kiện giá, thường là tiền phòng đêm đầu tiên. Giá không hoàn tiền được thu ngay khi đặt và không thể hoàn lại. Nếu chúng tôi không thể đáp ứng một đặt phòng đã xác nhận, chúng tôi sẽ sắp xếp chỗ ở tương đương gần đó và chịu mọi chi phí.",
        "Phòng sẵn sàng từ 15:00 ngày đến và phải được trả trước 12:00 ngày đi. Tất cả khách sạn của chúng tôi đều cấm hút thuốc, và phí vệ sinh có thể được áp dụng nếu quy định này không được tuân thủ. Các điều khoản này chịu sự điều chỉnh của pháp luật Pháp, không ảnh hưởng đến các quy định bắt buộc về bảo vệ người tiêu dùng tại quốc gia nơi bạn cư trú.",
      ],
      de: [
        "Diese Bedingungen gelten für alle Reservierungen in einem Aurelia-Hotel, die über diese Website, telefonisch oder per E-Mail vorgenommen werden. Eine Buchung ist bestätigt, sobald Sie per E-Mail eine Bestätigungsnummer erhalten. Die buchende Person muss mindestens 18 Jahre alt sein und ist für alle in der Buchung enthaltenen Gäste verantwortlich.",
        "Die Preise verstehen sich pro Zimmer und Nacht in der Landeswährung des Hotels und enthalten, sofern nicht anders angegeben, die anwendbaren Steuern; lokale Kurtaxen oder Stadtsteuern können im Hotel erhoben werden. Jeder Tarif hat eigene Zahlungs-, Änderungs- und Stornobedingungen, die vor der Buchung angezeigt und in Ihrer Bestätigung wiederholt werden.",
        "Bei Stornierung nach Ablauf der kostenlosen Stornofrist oder bei Nichterscheinen stellt das Hotel den in den Tarifbedingungen genannten Betrag in Rechnung, in der Regel die erste Nacht. Nicht erstattbare Tarife werden bei der Buchung belastet und nicht zurückerstattet. Können wir eine bestätigte Reservierung nicht einhalten, organisieren wir auf unsere Kosten eine gleichwertige Unterkunft in der Nähe.",
        "Die Zimmer stehen am Anreisetag ab 15:00 Uhr zur Verfügung und sind am Abreisetag bis 12:00 Uhr zu räumen. Alle unsere Hotels sind Nichtraucherhotels; bei Nichteinhaltung kann eine Reinigungsgebühr erhoben werden. Es gilt französisches Recht, unter Vorbehalt der zwingenden Verbraucherschutzbestimmungen Ihres Wohnsitzlandes.",
      ],
      th: [
        "ข้อกำหนดเหล่านี้ใช้กับการจองห้องพักทั้งหมดที่โรงแรม Aurelia แห่งใดก็ตาม ผ่านเว็บไซต์นี้ ทางโทรศัพท์ หรือทางอีเมล การจองจะได้รับการยืนยันเมื่อคุณได้รับหมายเลขยืนยันทางอีเมล ผู้ทำการจองต้องมีอายุอย่างน้อย 18 ปี และต้องรับผิดชอบต่อผู้เข้าพักทุกคนที่รวมอยู่ในการจอง",
        "ราคาแสดงต่อห้องต่อคืนเป็นสกุลเงินท้องถิ่นของโรงแรม และรวมภาษีที่เกี่ยวข้องแล้ว เว้นแต่จะระบุไว้เป็นอย่างอื่น ทั้งนี้ภาษีท่องเที่ยวหรือภาษีท้องถิ่นอาจเรียกเก็บที่โรงแรม ราคาแต่ละประเภทมีเงื่อนไขการชำระเงิน การเปลี่ยนแปลง และการยกเลิกของตนเอง ซึ่งจะแสดงก่อนการจองและระบุซ้ำในอีเมลยืนยัน",
        "หากคุณยกเลิกหลังกำหนดเวลายกเลิกฟรีหรือไม่มาเข้าพัก โรงแรมจะเรียกเก็บเงินตามที่ระบุในเงื่อนไขของราคา โดยทั่วไปคือค่าห้องคืนแรก ราคาแบบไม่สามารถคืนเงินได้จะถูกเรียกเก็บเมื่อทำการจองและไม่สามารถขอคืนได้ หากเราไม่สามารถให้บริการตามการจองที่ยืนยันแล้ว เราจะจัดหาที่พักที่เทียบเท่ากันในบริเวณใกล้เคียงโดยเป็นผู้ออกค่าใช้จ่ายเอง",
        "ห้องพักพร้อมให้เข้าพักตั้งแต่เวลา 15:00 น. ของวันที่มาถึง และต้องคืนห้องภายในเวลา 12:00 น. ของวันเดินทางออก โรงแรมทุกแห่งของเราเป็นโรงแรมปลอดบุหรี่ และอาจมีค่าทำความสะอาดหากไม่ปฏิบัติตามกฎนี้ ข้อกำหนดเหล่านี้อยู่ภายใต้กฎหมายฝรั่งเศส โดยไม่กระทบต่อบทบัญญัติบังคับด้านการคุ้มครองผู้บริโภคในประเทศที่คุณพำนักอยู่",
      ],
      id: [
        "Ketentuan ini berlaku untuk semua reservasi di hotel Aurelia mana pun yang dilakukan melalui situs web ini, telepon, atau email. Pemesanan dinyatakan terkonfirmasi saat Anda menerima nomor konfirmasi melalui email. Pemesan harus berusia minimal 18 tahun dan bertanggung jawab atas semua tamu yang tercantum dalam pemesanan.",
        "Harga ditampilkan per kamar per malam dalam mata uang lokal hotel dan sudah termasuk pajak yang berlaku kecuali dinyatakan lain; pajak turis atau pajak kota setempat dapat dipungut di hotel. Setiap tarif memiliki ketentuan pembayaran, perubahan, dan pembatalan tersendiri, yang ditampilkan sebelum Anda memesan dan dicantumkan kembali dalam konfirmasi.",
        "Jika Anda membatalkan setelah batas waktu pembatalan gratis atau tidak datang, hotel akan menagihkan jumlah yang tercantum dalam ketentuan tarif, biasanya sebesar tarif malam pertama. Tarif yang tidak dapat dikembalikan ditagihkan saat pemesanan dan dananya tidak dapat dikembalikan. Jika kami tidak dapat memenuhi reservasi yang telah dikonfirmasi, kami akan mengatur akomodasi setara di dekatnya atas biaya kami.",
        "Kamar tersedia mulai pukul 15.00 pada hari kedatangan dan harus dikosongkan paling lambat pukul 12.00 pada hari keberangkatan. Semua hotel kami bebas asap rokok, dan biaya pembersihan dapat dikenakan jika aturan ini dilanggar. Ketentuan ini tunduk pada hukum Prancis, tanpa mengurangi ketentuan wajib perlindungan konsumen di negara tempat tinggal Anda.",
      ],
    },
  },
]

export const sellingPoints: SellingPointSeed[] = [
  {
    order: 1, icon: "shield",
    title: { en: "Best rate guaranteed", fr: "Meilleur tarif garanti", ja: "ベストレート保証", zh: "最优价格保证", vi: "Cam kết giá tốt nhất", de: "Bestpreisgarantie", th: "รับประกันราคาดีที่สุด", id: "Jaminan harga terbaik" },
    description: { en: "Book directly with us and you will always find our lowest available price, or we will match it.", fr: "Réservez directement auprès de nous : vous trouverez toujours notre meilleur prix disponible, ou nous nous alignerons.", ja: "公式サイトからのご予約なら、常に最もお得な料金をご提供。他でより安い料金が見つかれば、同額に調整いたします。", zh: "直接向我们预订，始终享受最低价格；如您在别处发现更低价格，我们将予以匹配。", vi: "Đặt phòng trực tiếp với chúng tôi, bạn luôn có mức giá thấp nhất, nếu không chúng tôi sẽ điều chỉnh bằng giá bạn tìm thấy.", de: "Buchen Sie direkt bei uns und erhalten Sie stets unseren günstigsten Preis – oder wir passen ihn an.", th: "จองตรงกับเรา คุณจะได้รับราคาต่ำสุดเสมอ หรือเรายินดีปรับราคาให้เท่ากัน", id: "Pesan langsung dengan kami dan Anda selalu mendapatkan harga terendah, atau kami akan menyamakannya." },
  },
  {
    order: 2, icon: "clock",
    title: { en: "Late check-out, on us", fr: "Départ tardif offert", ja: "レイトチェックアウト無料", zh: "免费延迟退房", vi: "Miễn phí trả phòng muộn", de: "Später Check-out inklusive", th: "เช็กเอาต์ล่าช้าฟรี", id: "Check-out lebih lambat gratis" },
    description: { en: "Book direct and keep your room until 14:00, subject to availability on the day.", fr: "Réservez en direct et gardez votre chambre jusqu’à 14 h, selon disponibilité le jour même.", ja: "直接ご予約のお客様は、当日の空室状況により14:00まで客室をご利用いただけます。", zh: "直接预订即可将退房时间延至14:00，视当天房态而定。", vi: "Đặt phòng trực tiếp để giữ phòng đến 14:00, tùy tình trạng phòng trong ngày.", de: "Direkt buchen und das Zimmer bis 14 Uhr behalten, je nach Verfügbarkeit am Abreisetag.", th: "จองตรงและใช้ห้องพักได้ถึงเวลา 14:00 น. ขึ้นอยู่กับห้องว่างในวันนั้น", id: "Pesan langsung dan nikmati kamar Anda hingga pukul 14.00, tergantung ketersediaan pada hari itu." },
  },
  {
    order: 3, icon: "sparkle",
    title: { en: "Curated local experiences", fr: "Expériences locales choisies", ja: "厳選したローカル体験", zh: "精选在地体验", vi: "Trải nghiệm địa phương chọn lọc", de: "Ausgewählte lokale Erlebnisse", th: "ประสบการณ์ท้องถิ่นคัดสรร", id: "Pengalaman lokal pilihan" },
    description: { en: "Our concierges open doors to the artisans, chefs and guides who make each city what it is.", fr: "Nos concierges vous ouvrent les portes des artisans, chefs et guides qui font l’âme de chaque ville.", ja: "コンシェルジュが、その街を形づくる職人や料理人、ガイドとの出会いへとご案内します。", zh: "礼宾团队为您引荐那些塑造城市灵魂的匠人、厨师和向导。", vi: "Đội ngũ concierge mở cánh cửa đến với những nghệ nhân, đầu bếp và hướng dẫn viên làm nên bản sắc mỗi thành phố.", de: "Unsere Concierges öffnen Ihnen die Türen zu Handwerkern, Köchinnen und Guides, die jede Stadt prägen.", th: "คอนเซียร์จของเราพาคุณไปพบช่างฝีมือ เชฟ และไกด์ผู้ทำให้แต่ละเมืองมีเอกลักษณ์", id: "Concierge kami membuka pintu bagi Anda untuk bertemu perajin, koki, dan pemandu yang membentuk jiwa setiap kota." },
  },
  {
    order: 4, icon: "wifi",
    title: { en: "Complimentary Wi-Fi", fr: "Wi-Fi offert", ja: "Wi-Fi無料", zh: "免费Wi-Fi", vi: "Wi-Fi miễn phí", de: "Kostenloses WLAN", th: "Wi-Fi ฟรี", id: "Wi-Fi gratis" },
    description: { en: "Fast, free Wi-Fi in every room and public space, with no limit on devices.", fr: "Un Wi-Fi rapide et gratuit dans chaque chambre et espace commun, sans limite d’appareils.", ja: "全客室・パブリックスペースで高速Wi-Fiを無料でご利用いただけます。接続台数の制限はありません。", zh: "所有客房及公共区域均提供免费高速Wi-Fi，不限设备数量。", vi: "Wi-Fi nhanh, miễn phí ở mọi phòng và khu vực chung, không giới hạn thiết bị.", de: "Schnelles, kostenloses WLAN in allen Zimmern und öffentlichen Bereichen, ohne Gerätebegrenzung.", th: "Wi-Fi ความเร็วสูงฟรีในทุกห้องพักและพื้นที่ส่วนกลาง ไม่จำกัดจำนวนอุปกรณ์", id: "Wi-Fi cepat dan gratis di setiap kamar dan area umum, tanpa batasan perangkat." },
  },
]

export const slides: SlideSeed[] = [
  {
    order: 1, link: "/offers", image: { scene: "pool", place: "ubud", seed: 58, mood: "dusk", hero: true },
    title: { en: "Where the day slows down", fr: "Là où le temps ralentit", ja: "時がゆるやかに流れる場所", zh: "让时光慢下来的地方", vi: "Nơi thời gian chậm lại", de: "Wo der Tag langsamer wird", th: "ที่ซึ่งเวลาเดินช้าลง", id: "Tempat waktu melambat" },
    subtitle: { en: "Seasonal offers across our nine houses, from the Riviera to the rice terraces of Bali.", fr: "Des offres de saison dans nos neuf maisons, de la Riviera aux rizières de Bali.", ja: "リヴィエラからバリの棚田まで、9つのホテルの季節限定プラン。", zh: "从里维埃拉到巴厘岛梯田，九家酒店的当季优惠。", vi: "Ưu đãi theo mùa tại chín khách sạn, từ Riviera đến ruộng bậc thang Bali.", de: "Saisonale Angebote in unseren neun Häusern, von der Riviera bis zu den Reisterrassen Balis.", th: "ข้อเสนอตามฤดูกาลจากโรงแรมทั้งเก้าแห่ง ตั้งแต่ริเวียราไปจนถึงนาขั้นบันไดแห่งบาหลี", id: "Penawaran musiman di sembilan hotel kami, dari Riviera hingga sawah terasering Bali." },
    cta: { en: "See offers", fr: "Voir les offres", ja: "プランを見る", zh: "查看优惠", vi: "Xem ưu đãi", de: "Angebote ansehen", th: "ดูข้อเสนอ", id: "Lihat penawaran" },
  },
  {
    order: 2, link: "/destination", image: { scene: "skyline", place: "shanghai", seed: 67, mood: "night", hero: true },
    title: { en: "Cities after dark", fr: "Villes à la nuit tombée", ja: "夜の街へ", zh: "夜色中的城市", vi: "Thành phố về đêm", de: "Städte bei Nacht", th: "เมืองยามค่ำคืน", id: "Kota selepas senja" },
    subtitle: { en: "From the Bund to Marunouchi, stay at the heart of Asia’s great skylines.", fr: "Du Bund à Marunouchi, séjournez au cœur des plus beaux panoramas urbains d’Asie.", ja: "外灘から丸の内まで、アジアを代表するスカイラインの中心に滞在する。", zh: "从外滩到丸之内，入住亚洲壮丽天际线的中心。", vi: "Từ Bến Thượng Hải đến Marunouchi, lưu trú giữa lòng những đường chân trời rực rỡ nhất châu Á.", de: "Vom Bund bis Marunouchi: wohnen im Herzen der grossen Skylines Asiens.", th: "จากเดอะบันด์ถึงมารุโนะอุจิ พักใจกลางเส้นขอบฟ้าอันงดงามของเอเชีย", id: "Dari Bund hingga Marunouchi, menginap di jantung cakrawala kota-kota besar Asia." },
    cta: { en: "Explore destinations", fr: "Explorer les destinations", ja: "目的地を探す", zh: "探索目的地", vi: "Khám phá điểm đến", de: "Reiseziele entdecken", th: "สำรวจจุดหมาย", id: "Jelajahi destinasi" },
  },
  {
    order: 3, link: "/listing", image: { scene: "street", place: "kyoto", seed: 79, mood: "dawn", hero: true },
    title: { en: "Kyoto, before the crowds", fr: "Kyoto, avant la foule", ja: "人波の前の京都", zh: "人潮之前的京都", vi: "Kyoto, trước giờ đông đúc", de: "Kyoto vor dem Trubel", th: "เกียวโตยามผู้คนยังไม่มา", id: "Kyoto sebelum keramaian" },
    subtitle: { en: "Wake in Higashiyama and walk the temple lanes while the city still sleeps.", fr: "Réveillez-vous à Higashiyama et parcourez les ruelles des temples pendant que la ville dort encore.", ja: "東山で目覚め、街がまだ眠るうちに寺の小径を歩く。", zh: "在东山醒来，趁城市尚在沉睡，漫步寺院小径。", vi: "Thức dậy ở Higashiyama và dạo bước trên những con đường chùa khi thành phố còn say ngủ.", de: "Erwachen Sie in Higashiyama und gehen Sie durch die Tempelgassen, solange die Stadt noch schläft.", th: "ตื่นเช้าที่ฮิงาชิยามะ แล้วเดินเล่นตามตรอกวัดขณะที่เมืองยังหลับใหล", id: "Bangun di Higashiyama dan susuri lorong-lorong kuil selagi kota masih terlelap." },
    cta: { en: "Find a hotel", fr: "Trouver un hôtel", ja: "ホテルを探す", zh: "查找酒店", vi: "Tìm khách sạn", de: "Hotel finden", th: "ค้นหาโรงแรม", id: "Cari hotel" },
  },
]

export const galleries: GallerySeed[] = [
  {
    slug: "architecture",
    title: { en: "Architecture", fr: "Architecture", ja: "建築", zh: "建筑", vi: "Kiến trúc", de: "Architektur", th: "สถาปัตยกรรม", id: "Arsitektur" },
    images: [
      { image: { scene: "facade", place: "paris", seed: 901, mood: "golden" }, caption: { en: "A Haussmann façade in Saint-Germain", fr: "Une façade haussmannienne à Saint-Germain", ja: "サンジェルマンに佇むオスマン様式のファサード", zh: "圣日耳曼的奥斯曼风格立面", vi: "Mặt tiền kiểu Haussmann ở Saint-Germain", de: "Eine Haussmann-Fassade in Saint-Germain", th: "ด้านหน้าอาคารสไตล์โอสมันในแซ็ง-แฌร์แม็ง", id: "Fasad bergaya Haussmann di Saint-Germain" } },
      { image: { scene: "lobby", place: "zurich", view: "lake", seed: 912, mood: "day" }, caption: { en: "Morning light in the Zurich lobby", fr: "Lumière du matin dans le hall de Zurich", ja: "チューリッヒのロビーに差し込む朝の光", zh: "苏黎世大堂的晨光", vi: "Ánh sáng ban mai ở sảnh khách sạn Zurich", de: "Morgenlicht in der Lobby in Zürich", th: "แสงยามเช้าในล็อบบี้ที่ซูริก", id: "Cahaya pagi di lobi Zurich" } },
      { image: { scene: "street", place: "kyoto", seed: 923, mood: "dusk" }, caption: { en: "Machiya lanes beside our Kyoto house", fr: "Ruelles de machiya près de notre maison de Kyoto", ja: "京都のホテルのそばに続く町家の路地", zh: "京都酒店旁的町家小巷", vi: "Những con hẻm nhà machiya cạnh khách sạn ở Kyoto", de: "Machiya-Gassen neben unserem Haus in Kyoto", th: "ตรอกบ้านมาจิยะข้างโรงแรมของเราในเกียวโต", id: "Lorong rumah machiya di samping hotel kami di Kyoto" } },
      { image: { scene: "facade", place: "shanghai", seed: 934, mood: "night" }, caption: { en: "Art deco lines on the Bund", fr: "Lignes Art déco sur le Bund", ja: "外灘に残るアール・デコの意匠", zh: "外滩的装饰艺术线条", vi: "Đường nét Art Deco trên Bến Thượng Hải", de: "Art-déco-Linien am Bund", th: "เส้นสายอาร์ตเดโคริมเดอะบันด์", id: "Garis art deco di tepi Bund" } },
      { image: { scene: "garden", place: "ubud", seed: 945, mood: "dawn" }, caption: { en: "Villas hidden in Ubud’s jungle", fr: "Villas cachées dans la jungle d’Ubud", ja: "ウブドのジャングルに隠れるヴィラ", zh: "隐于乌布丛林的别墅", vi: "Biệt thự ẩn mình trong rừng Ubud", de: "Villen versteckt im Dschungel von Ubud", th: "วิลล่าที่ซ่อนตัวในป่าอูบุด", id: "Vila tersembunyi di hutan Ubud" } },
    ],
  },
  {
    slug: "table-and-terrace",
    title: { en: "Table & terrace", fr: "Table et terrasse", ja: "食卓とテラス", zh: "餐桌与露台", vi: "Bàn ăn & sân hiên", de: "Tisch & Terrasse", th: "โต๊ะอาหารและระเบียง", id: "Meja & teras" },
    images: [
      { image: { scene: "food", place: "kyoto", seed: 956, mood: "day" }, caption: { en: "Seasonal kaiseki in Higashiyama", fr: "Kaiseki de saison à Higashiyama", ja: "東山でいただく旬の懐石", zh: "东山的时令怀石料理", vi: "Kaiseki theo mùa ở Higashiyama", de: "Saisonales Kaiseki in Higashiyama", th: "ไคเซกิตามฤดูกาลในฮิงาชิยามะ", id: "Kaiseki musiman di Higashiyama" } },
      { image: { scene: "bar", place: "shanghai", view: "pudong", seed: 967, mood: "night" }, caption: { en: "Cocktails above the Bund", fr: "Cocktails au-dessus du Bund", ja: "外灘を見下ろすカクテル", zh: "俯瞰外滩的鸡尾酒", vi: "Cocktail trên cao nhìn xuống Bến Thượng Hải", de: "Cocktails über dem Bund", th: "ค็อกเทลเหนือเดอะบันด์", id: "Koktail di atas Bund" } },
      { image: { scene: "beach", place: "nice", seed: 978, mood: "golden" }, caption: { en: "Lunch facing the Baie des Anges", fr: "Déjeuner face à la baie des Anges", ja: "天使の湾を望むランチ", zh: "面朝天使湾的午餐", vi: "Bữa trưa hướng ra vịnh Thiên Thần", de: "Mittagessen mit Blick auf die Engelsbucht", th: "มื้อกลางวันหันหน้าสู่อ่าวแห่งเทวดา", id: "Makan siang menghadap Teluk Para Malaikat" } },
      { image: { scene: "food", place: "hoi-an", view: "old-town", seed: 989, mood: "dusk" }, caption: { en: "Riverside dinner in Hoi An", fr: "Dîner au bord de la rivière à Hội An", ja: "ホイアンの川辺のディナー", zh: "会安河畔晚餐", vi: "Bữa tối bên sông ở Hội An", de: "Abendessen am Fluss in Hoi An", th: "มื้อค่ำริมแม่น้ำที่ฮอยอัน", id: "Makan malam tepi sungai di Hoi An" } },
      { image: { scene: "bar", place: "bangkok", view: "river", seed: 998, mood: "golden" }, caption: { en: "Sunset on the Chao Phraya terrace", fr: "Coucher de soleil sur la terrasse de la Chao Phraya", ja: "チャオプラヤー川のテラスで迎える夕日", zh: "湄南河露台上的日落", vi: "Hoàng hôn trên sân hiên bên sông Chao Phraya", de: "Sonnenuntergang auf der Terrasse am Chao Phraya", th: "พระอาทิตย์ตกบนระเบียงริมเจ้าพระยา", id: "Senja di teras tepi Chao Phraya" } },
    ],
  },
]

export const about: AboutSeed = {
  title: { en: "About Aurelia", fr: "À propos d’Aurelia", ja: "Aureliaについて", zh: "关于Aurelia", vi: "Về Aurelia", de: "Über Aurelia", th: "เกี่ยวกับ Aurelia", id: "Tentang Aurelia" },
  intro: { en: "A family-founded hotel group from the Riviera, now nine houses across Europe and Asia, each shaped by the place it calls home.", fr: "Un groupe hôtelier familial né sur la Riviera, qui compte aujourd’hui neuf maisons en Europe et en Asie, chacune façonnée par le lieu qui l’accueille.", ja: "リヴィエラで家族が創業したホテルグループ。今ではヨーロッパとアジアに9つのホテルを構え、それぞれがその土地によって形づくられています。", zh: "源自里维埃拉的家族酒店集团，如今在欧洲和亚洲拥有九家酒店，每一家都由其所在之地塑造而成。", vi: "Một tập đoàn khách sạn do một gia đình sáng lập tại Riviera, nay có chín khách sạn khắp châu Âu và châu Á, mỗi nơi đều mang dấu ấn của vùng đất mình tọa lạc.", de: "Eine familiengegründete Hotelgruppe von der Riviera, heute mit neun Häusern in Europa und Asien – jedes geprägt von dem Ort, an dem es zu Hause ist.", th: "กลุ่มโรงแรมที่ก่อตั้งโดยครอบครัวแห่งริเวียรา ปัจจุบันมีโรงแรมเก้าแห่งทั่วยุโรปและเอเชีย แต่ละแห่งได้รับการหล่อหลอมจากสถานที่ที่ตั้งอยู่", id: "Grup hotel yang didirikan sebuah keluarga di Riviera, kini memiliki sembilan hotel di Eropa dan Asia, masing-masing dibentuk oleh tempat yang menjadi rumahnya." },
  content: {
    en: [
      "Aurelia began in 1998, when the Morel family, hoteliers in Nice for three generations, restored a faded Belle Époque villa on the Promenade des Anglais. They kept its tall shutters and mosaic floors, hired people from the neighbourhood, and ran it as they would their own home. Guests returned year after year, and many of them became friends of the house.",
      "Over the following twenty-five years the family opened houses in Paris, Zurich, Kyoto, Tokyo, Shanghai, Bangkok, Ubud and Hoi An, always slowly and often in buildings with a story to tell. Today there are nine, from a Left Bank townhouse to jungle villas in Bali, each with its own architecture, its own kitchen and a team drawn largely from its city.",
      "Our philosophy has not changed. We believe luxury should feel quiet and personal rather than loud, that a hotel should open a window onto its surroundings, and that good service is precise without ever being stiff. We work with local artisans and producers, invest in the people who look after our guests, and measure success by how often you choose to return.",
    ],
    fr: [
      "L’histoire d’Aurelia commence en 1998, lorsque la famille Morel, hôteliers niçois depuis trois générations, restaure une villa Belle Époque défraîchie sur la promenade des Anglais. Elle en conserve les hauts volets et les sols en mosaïque, recrute dans le quartier et la tient comme sa propre maison. Les clients reviennent année après année, et beaucoup deviennent des amis de la maison.",
      "Au cours des vingt-cinq années suivantes, la famille ouvre des maisons à Paris, Zurich, Kyoto, Tokyo, Shanghai, Bangkok, Ubud et Hội An, toujours sans hâte et souvent dans des bâtiments chargés d’histoire. Elles sont aujourd’hui neuf, d’un hôtel particulier de la Rive gauche à des villas dans la jungle balinaise, chacune avec son architecture, sa cuisine et une équipe largement issue de sa ville.",
      "Notre philosophie n’a pas changé. Nous pensons que le luxe doit être discret et personnel plutôt qu’ostentatoire, qu’un hôtel doit ouvrir une fenêtre sur ce qui l’entoure, et qu’un bon service est précis sans jamais être guindé. Nous travaillons avec des artisans et producteurs locaux, investissons dans les personnes qui prennent soin de nos clients, et mesurons notre réussite à la fréquence de votre retour.",
    ],
    ja: [
      "Aureliaの歴史は1998年、ニースで3代続くホテリエの一家、モレル家が、プロムナード・デ・ザングレに建つ色褪せたベル・エポック様式のヴィラを修復したことに始まります。背の高い鎧戸とモザイクの床はそのままに、近隣の人々を雇い、自分たちの家のように営みました。お客様は毎年のように戻ってきてくださり、その多くがこの家の友人となりました。",
      "それから25年の間に、一家はパリ、チューリッヒ、京都、東京、上海、バンコク、ウブド、ホイアンにホテルを開業してきました。いつも急がず、多くは物語を秘めた建物の中に。左岸のタウンハウスからバリのジャングルに佇むヴィラまで、現在9つのホテルがあり、それぞれが独自の建築と厨房を持ち、スタッフの多くはその街の出身です。",
      "私たちの哲学は変わっていません。ラグジュアリーとは声高なものではなく、静かでパーソナルなものであること。ホテルは周囲の世界へと開かれた窓であるべきこと。そして良いサービスとは、的確でありながら決して堅苦しくないこと。地元の職人や生産者と協働し、お客様をお世話する人々に投資し、皆さまが何度戻ってきてくださるかで私たちの成功を測っています。",
    ],
    zh: [
      "Aurelia的故事始于1998年。那一年，在尼斯经营酒店已有三代的莫雷尔家族，修复了英国人散步大道上一座已显陈旧的美好年代别墅。他们保留了高高的百叶窗和马赛克地面，聘请街坊邻里，像经营自己的家一样经营它。宾客年复一年地回来，其中许多人成了这个家的朋友。",
      "在随后的二十五年里，家族陆续在巴黎、苏黎世、京都、东京、上海、曼谷、乌布和会安开设酒店，步伐从容，且常常选址于富有故事的建筑。如今共有九家，从左岸的联排宅邸到巴厘岛丛林中的别墅，每一家都拥有独特的建筑、自己的厨房，以及大多来自当地的团队。",
      "我们的理念始终如一。我们相信奢华应当安静而个人化，而非张扬；酒店应当为宾客打开一扇通往周遭世界的窗；好的服务精准而从不拘谨。我们与当地匠人和生产者合作，投资于照顾宾客的每一位员工，并以您再次归来的频率衡量我们的成功。",
    ],
    vi: [
      "Aurelia ra đời năm 1998, khi gia đình Morel, ba thế hệ làm nghề khách sạn ở Nice, phục dựng một biệt thự thời Belle Époque đã phai màu trên đại lộ Promenade des Anglais. Họ giữ lại những cánh cửa chớp cao và sàn khảm, tuyển người trong khu phố và vận hành nơi đây như chính ngôi nhà của mình. Khách quay lại năm này qua năm khác, và nhiều người đã trở thành bạn của ngôi nhà.",
      "Trong hai mươi lăm năm tiếp theo, gia đình lần lượt mở khách sạn ở Paris, Zurich, Kyoto, Tokyo, Thượng Hải, Bangkok, Ubud và Hội An, luôn thong thả và thường trong những tòa nhà có câu chuyện riêng. Ngày nay có chín khách sạn, từ một dinh thự bên Tả Ngạn đến những biệt thự giữa rừng Bali, mỗi nơi có kiến trúc riêng, gian bếp riêng và đội ngũ phần lớn là người địa phương.",
      "Triết lý của chúng tôi vẫn không thay đổi. Chúng tôi tin rằng sự sang trọng nên tĩnh lặng và mang dấu ấn cá nhân thay vì phô trương, rằng khách sạn nên mở ra một khung cửa nhìn về vùng đất xung quanh, và dịch vụ tốt là chuẩn xác mà không bao giờ cứng nhắc. Chúng tôi hợp tác với nghệ nhân và nhà sản xuất địa phương, đầu tư vào những con người chăm sóc khách, và đo lường thành công bằng số lần bạn quay trở lại.",
    ],
    de: [
      "Aurelia begann 1998, als die Familie Morel, seit drei Generationen Hoteliers in Nizza, eine in die Jahre gekommene Belle-Époque-Villa an der Promenade des Anglais restaurierte. Sie bewahrte die hohen Fensterläden und Mosaikböden, stellte Menschen aus dem Quartier ein und führte das Haus wie ihr eigenes Zuhause. Die Gäste kamen Jahr für Jahr wieder, und viele wurden zu Freunden des Hauses.",
      "In den folgenden fünfundzwanzig Jahren eröffnete die Familie Häuser in Paris, Zürich, Kyoto, Tokio, Shanghai, Bangkok, Ubud und Hoi An – stets ohne Eile und oft in Gebäuden mit Geschichte. Heute sind es neun, vom Stadtpalais am linken Seineufer bis zu Dschungelvillen auf Bali, jedes mit eigener Architektur, eigener Küche und einem Team, das grösstenteils aus der jeweiligen Stadt stammt.",
      "Unsere Philosophie ist dieselbe geblieben. Wir glauben, dass Luxus leise und persönlich sein sollte statt laut, dass ein Hotel ein Fenster zu seiner Umgebung öffnen sollte und dass guter Service präzise ist, ohne je steif zu wirken. Wir arbeiten mit lokalen Handwerkern und Produzenten, investieren in die Menschen, die sich um unsere Gäste kümmern, und messen unseren Erfolg daran, wie oft Sie wiederkommen.",
    ],
    th: [
      "Aurelia เริ่มต้นขึ้นในปี 1998 เมื่อครอบครัวโมเรล ซึ่งทำธุรกิจโรงแรมในนีซมาสามชั่วอายุคน ได้บูรณะวิลล่าสมัยเบลล์เอป็อกที่ทรุดโทรมบนถนนพรอมเมอนาด เดซ็องเกลส์ พวกเขาเก็บรักษาบานเกล็ดหน้าต่างสูงและพื้นโมเสกไว้ จ้างคนในละแวกนั้น และดูแลที่นี่เหมือนบ้านของตนเอง แขกกลับมาเยือนปีแล้วปีเล่า และหลายคนกลายเป็นเพื่อนของบ้านหลังนี้",
      "ตลอดยี่สิบห้าปีต่อมา ครอบครัวได้เปิดโรงแรมในปารีส ซูริก เกียวโต โตเกียว เซี่ยงไฮ้ กรุงเทพฯ อูบุด และฮอยอัน อย่างค่อยเป็นค่อยไปเสมอ และมักอยู่ในอาคารที่มีเรื่องราว ปัจจุบันมีทั้งหมดเก้าแห่ง ตั้งแต่ทาวน์เฮาส์ริมฝั่งซ้ายแม่น้ำแซนไปจนถึงวิลล่ากลางป่าบาหลี แต่ละแห่งมีสถาปัตยกรรม ครัว และทีมงานที่ส่วนใหญ่เป็นคนในเมืองนั้นเอง",
      "ปรัชญาของเราไม่เคยเปลี่ยน เราเชื่อว่าความหรูหราควรเงียบสงบและเป็นส่วนตัวมากกว่าโอ่อ่า โรงแรมควรเปิดหน้าต่างสู่สิ่งรอบตัว และการบริการที่ดีต้องแม่นยำโดยไม่แข็งทื่อ เราทำงานร่วมกับช่างฝีมือและผู้ผลิตท้องถิ่น ลงทุนในผู้คนที่ดูแลแขกของเรา และวัดความสำเร็จจากจำนวนครั้งที่คุณเลือกกลับมา",
    ],
    id: [
      "Aurelia bermula pada 1998, ketika keluarga Morel, pengelola hotel di Nice selama tiga generasi, memugar sebuah vila Belle Époque yang mulai pudar di Promenade des Anglais. Mereka mempertahankan daun jendela yang tinggi dan lantai mozaiknya, merekrut warga sekitar, dan mengelolanya seperti rumah sendiri. Para tamu kembali dari tahun ke tahun, dan banyak di antaranya menjadi sahabat rumah ini.",
      "Selama dua puluh lima tahun berikutnya, keluarga ini membuka hotel di Paris, Zurich, Kyoto, Tokyo, Shanghai, Bangkok, Ubud, dan Hoi An, selalu tanpa tergesa-gesa dan sering kali di bangunan yang menyimpan kisah. Kini ada sembilan, dari rumah kota di Tepi Kiri Paris hingga vila di tengah hutan Bali, masing-masing dengan arsitektur, dapur, dan tim yang sebagian besar berasal dari kotanya sendiri.",
      "Filosofi kami tidak berubah. Kami percaya kemewahan seharusnya tenang dan personal, bukan mencolok; bahwa hotel harus membuka jendela ke lingkungan sekitarnya; dan bahwa layanan yang baik itu cermat tanpa pernah kaku. Kami bekerja sama dengan perajin dan produsen lokal, berinvestasi pada orang-orang yang melayani tamu kami, dan mengukur keberhasilan dari seberapa sering Anda memilih untuk kembali.",
    ],
  },
  image: { scene: "facade", place: "paris", seed: 21, mood: "golden" },
}

export const host: HostSeed = {
  title: { en: "Host with Aurelia", fr: "Devenir une maison Aurelia", ja: "Aureliaとのパートナーシップ", zh: "与Aurelia携手", vi: "Hợp tác cùng Aurelia", de: "Partner von Aurelia werden", th: "ร่วมเป็นพันธมิตรกับ Aurelia", id: "Bermitra dengan Aurelia" },
  intro: { en: "For owners of distinctive hotels who want a partner that protects their property’s character while improving its results.", fr: "Pour les propriétaires d’hôtels singuliers qui recherchent un partenaire capable de préserver le caractère de leur établissement tout en améliorant ses résultats.", ja: "個性あるホテルのオーナー様へ。その個性を守りながら、業績の向上を支えるパートナーをお探しではありませんか。", zh: "致独具特色的酒店业主：我们是守护酒店个性、同时提升经营业绩的合作伙伴。", vi: "Dành cho chủ sở hữu những khách sạn đặc sắc đang tìm một đối tác vừa gìn giữ bản sắc cơ sở vừa nâng cao hiệu quả kinh doanh.", de: "Für Eigentümer besonderer Hotels, die einen Partner suchen, der den Charakter ihres Hauses bewahrt und zugleich seine Ergebnisse verbessert.", th: "สำหรับเจ้าของโรงแรมที่มีเอกลักษณ์ ซึ่งกำลังมองหาพันธมิตรที่รักษาตัวตนของโรงแรม พร้อมยกระดับผลประกอบการ", id: "Untuk pemilik hotel istimewa yang mencari mitra yang menjaga karakter properti sekaligus meningkatkan kinerjanya." },
  content: {
    en: [
      "Aurelia manages and markets independent hotels and resorts that share our values: a strong sense of place, a commitment to their team and a long-term view. We work under management agreements or as a franchise partner, adapting the model to each owner, and we never impose a single design. Your building keeps its soul; we bring the systems, the talent and the guests.",
      "Our team covers the whole life of a hotel, from feasibility studies and repositioning to daily operations. Owners gain access to our central reservations, a loyal international clientele and proven revenue expertise, with transparent monthly reporting. Tell us about your property and we will arrange a first conversation with our development director, in confidence and without obligation.",
    ],
    fr: [
      "Aurelia gère et commercialise des hôtels et resorts indépendants qui partagent nos valeurs : un fort ancrage local, un engagement envers leurs équipes et une vision à long terme. Nous intervenons en contrat de gestion ou en franchise, en adaptant le modèle à chaque propriétaire, sans jamais imposer un design unique. Votre bâtiment garde son âme ; nous apportons les outils, les talents et la clientèle.",
      "Notre équipe accompagne toute la vie d’un hôtel, des études de faisabilité et du repositionnement jusqu’à l’exploitation quotidienne. Les propriétaires bénéficient de notre centrale de réservation, d’une clientèle internationale fidèle et d’une expertise éprouvée en gestion des revenus, avec un reporting mensuel transparent. Présentez-nous votre établissement : nous organiserons un premier échange avec notre directeur du développement, en toute confidentialité et sans engagement.",
    ],
    ja: [
      "Aureliaは、その土地ならではの個性、チームへの責任、長期的な視点という私たちの価値観を共有する独立系ホテルやリゾートの運営とマーケティングを手がけています。運営受託契約またはフランチャイズ契約など、オーナー様ごとに最適な形をご提案し、画一的なデザインを押し付けることはありません。建物はその魂を保ち、私たちは仕組みと人材、そしてお客様をお届けします。",
      "私たちのチームは、事業化調査やリポジショニングから日々の運営まで、ホテルのライフサイクル全体を支えます。オーナー様は、当社のセントラル予約システム、世界中の常連のお客様、実績あるレベニューマネジメントの知見を活用でき、毎月透明性の高いレポートをお受け取りいただけます。ぜひ貴ホテルについてお聞かせください。開発担当ディレクターとの初回のご相談を、秘密厳守・無償にて設定いたします。",
    ],
    zh: [
      "Aurelia为与我们理念相同的独立酒店和度假村提供管理与营销服务：鲜明的在地特色、对团队的承诺，以及长远的眼光。我们可以通过委托管理或特许经营的方式合作，根据每位业主的需求调整模式，从不强加统一的设计。您的建筑保留其灵魂，我们带来体系、人才与客源。",
      "我们的团队覆盖酒店的整个生命周期，从可行性研究、重新定位到日常运营。业主可借助我们的中央预订系统、忠实的国际客群和成熟的收益管理经验，并获得透明的月度报告。欢迎向我们介绍您的酒店，我们将安排与发展总监进行首次洽谈，全程保密，且不附带任何义务。",
    ],
    vi: [
      "Aurelia quản lý và tiếp thị các khách sạn, khu nghỉ dưỡng độc lập có cùng giá trị với chúng tôi: bản sắc địa phương rõ nét, sự gắn bó với đội ngũ và tầm nhìn dài hạn. Chúng tôi hợp tác theo hợp đồng quản lý hoặc nhượng quyền, điều chỉnh mô hình cho từng chủ sở hữu, và không bao giờ áp đặt một phong cách thiết kế chung. Tòa nhà của bạn giữ nguyên linh hồn; chúng tôi mang đến hệ thống, nhân tài và khách hàng.",
      "Đội ngũ của chúng tôi đồng hành trong toàn bộ vòng đời của khách sạn, từ nghiên cứu khả thi, tái định vị đến vận hành hằng ngày. Chủ sở hữu được tiếp cận hệ thống đặt phòng trung tâm, tệp khách hàng quốc tế trung thành và kinh nghiệm quản lý doanh thu đã được kiểm chứng, cùng báo cáo hằng tháng minh bạch. Hãy giới thiệu về cơ sở của bạn, chúng tôi sẽ sắp xếp buổi trao đổi đầu tiên với giám đốc phát triển, hoàn toàn bảo mật và không ràng buộc.",
    ],
    de: [
      "Aurelia führt und vermarktet unabhängige Hotels und Resorts, die unsere Werte teilen: eine starke Verbundenheit mit ihrem Ort, Verantwortung für ihr Team und eine langfristige Sicht. Wir arbeiten mit Managementverträgen oder als Franchisepartner, passen das Modell jedem Eigentümer an und zwingen nie ein einheitliches Design auf. Ihr Haus behält seine Seele; wir bringen Systeme, Talente und Gäste.",
      "Unser Team begleitet den gesamten Lebenszyklus eines Hotels, von Machbarkeitsstudien und Repositionierung bis zum täglichen Betrieb. Eigentümer profitieren von unserer zentralen Reservierung, einer treuen internationalen Kundschaft und erprobter Kompetenz im Ertragsmanagement, mit transparentem monatlichem Reporting. Erzählen Sie uns von Ihrem Haus – wir vereinbaren ein erstes Gespräch mit unserem Direktor für Entwicklung, vertraulich und unverbindlich.",
    ],
    th: [
      "Aurelia บริหารและทำการตลาดให้กับโรงแรมและรีสอร์ตอิสระที่มีคุณค่าร่วมกับเรา ทั้งเอกลักษณ์ของสถานที่ที่ชัดเจน ความใส่ใจต่อทีมงาน และวิสัยทัศน์ระยะยาว เราทำงานภายใต้สัญญาบริหารหรือในฐานะพันธมิตรแฟรนไชส์ ปรับรูปแบบให้เหมาะกับเจ้าของแต่ละราย และไม่เคยบังคับใช้งานออกแบบแบบเดียวกันทั้งหมด อาคารของคุณยังคงจิตวิญญาณเดิม ส่วนเรานำระบบ บุคลากร และแขกมาให้",
      "ทีมของเราดูแลครบทุกช่วงชีวิตของโรงแรม ตั้งแต่การศึกษาความเป็นไปได้และการปรับตำแหน่งทางการตลาด ไปจนถึงการดำเนินงานประจำวัน เจ้าของจะได้เข้าถึงระบบสำรองห้องพักส่วนกลาง ฐานลูกค้านานาชาติที่ภักดี และความเชี่ยวชาญด้านการบริหารรายได้ที่พิสูจน์แล้ว พร้อมรายงานประจำเดือนที่โปร่งใส เล่าให้เราฟังเกี่ยวกับโรงแรมของคุณ แล้วเราจะนัดหมายการพูดคุยครั้งแรกกับผู้อำนวยการฝ่ายพัฒนาธุรกิจ โดยเป็นความลับและไม่มีข้อผูกมัด",
    ],
    id: [
      "Aurelia mengelola dan memasarkan hotel serta resor independen yang memiliki nilai yang sama dengan kami: karakter lokal yang kuat, komitmen terhadap tim, dan pandangan jangka panjang. Kami bekerja melalui kontrak manajemen atau sebagai mitra waralaba, menyesuaikan model dengan setiap pemilik, dan tidak pernah memaksakan satu desain seragam. Bangunan Anda tetap mempertahankan jiwanya; kami menghadirkan sistem, talenta, dan tamu.",
      "Tim kami mendampingi seluruh siklus hidup hotel, dari studi kelayakan dan reposisi hingga operasional sehari-hari. Pemilik mendapatkan akses ke sistem reservasi pusat, basis tamu internasional yang setia, dan keahlian manajemen pendapatan yang teruji, disertai laporan bulanan yang transparan. Ceritakan tentang properti Anda, dan kami akan mengatur percakapan awal dengan direktur pengembangan kami, secara rahasia dan tanpa kewajiban.",
    ],
  },
  cta: { en: "Talk to our team", fr: "Parler à notre équipe", ja: "担当チームに相談する", zh: "联系我们的团队", vi: "Trao đổi với chúng tôi", de: "Mit unserem Team sprechen", th: "พูดคุยกับทีมของเรา", id: "Hubungi tim kami" },
  image: { scene: "lobby", place: "paris", view: "garden", seed: 33, mood: "golden" },
  usps: [
    {
      order: 1, icon: "tag",
      title: { en: "Revenue management", fr: "Gestion des revenus", ja: "レベニューマネジメント", zh: "收益管理", vi: "Quản lý doanh thu", de: "Ertragsmanagement", th: "การบริหารรายได้", id: "Manajemen pendapatan" },
      description: { en: "Dynamic pricing and forecasting by a dedicated team, reviewed weekly with your general manager.", fr: "Tarification dynamique et prévisions assurées par une équipe dédiée, revues chaque semaine avec votre directeur général.", ja: "専任チームによるダイナミックプライシングと需要予測を、総支配人と毎週見直します。", zh: "专属团队负责动态定价与预测，并每周与您的总经理共同复盘。", vi: "Định giá linh hoạt và dự báo do đội ngũ chuyên trách thực hiện, được rà soát hằng tuần cùng tổng quản lý của bạn.", de: "Dynamische Preisgestaltung und Prognosen durch ein eigenes Team, wöchentlich mit Ihrer Direktion besprochen.", th: "การกำหนดราคาแบบไดนามิกและการพยากรณ์โดยทีมเฉพาะ ทบทวนร่วมกับผู้จัดการทั่วไปของคุณทุกสัปดาห์", id: "Penetapan harga dinamis dan proyeksi oleh tim khusus, ditinjau setiap minggu bersama manajer umum Anda." },
    },
    {
      order: 2, icon: "globe",
      title: { en: "Global distribution", fr: "Distribution mondiale", ja: "グローバルな販売網", zh: "全球分销", vi: "Phân phối toàn cầu", de: "Globaler Vertrieb", th: "เครือข่ายการขายทั่วโลก", id: "Distribusi global" },
      description: { en: "Your hotel on our website, in our loyal guest community and across the leading travel channels in every market.", fr: "Votre hôtel sur notre site, auprès de notre communauté de clients fidèles et sur les principaux canaux de voyage de chaque marché.", ja: "当社ウェブサイト、常連のお客様のコミュニティ、そして各市場の主要な旅行チャネルで貴ホテルをご紹介します。", zh: "让您的酒店出现在我们的官网、忠实宾客社群，以及各市场的主要旅游渠道上。", vi: "Khách sạn của bạn hiện diện trên trang web của chúng tôi, trong cộng đồng khách hàng thân thiết và trên các kênh du lịch hàng đầu ở mọi thị trường.", de: "Ihr Hotel auf unserer Website, in unserer treuen Gästegemeinschaft und auf den führenden Reisekanälen jedes Marktes.", th: "โรงแรมของคุณจะปรากฏบนเว็บไซต์ของเรา ในชุมชนแขกประจำ และบนช่องทางท่องเที่ยวชั้นนำในทุกตลาด", id: "Hotel Anda tampil di situs web kami, di komunitas tamu setia kami, dan di kanal perjalanan terkemuka di setiap pasar." },
    },
    {
      order: 3, icon: "users",
      title: { en: "Training & talent", fr: "Formation et talents", ja: "人材育成", zh: "培训与人才", vi: "Đào tạo & nhân tài", de: "Ausbildung & Talente", th: "การฝึกอบรมและบุคลากร", id: "Pelatihan & talenta" },
      description: { en: "Service standards, leadership programmes and career paths across nine houses in Europe and Asia.", fr: "Standards de service, programmes de leadership et parcours de carrière dans neuf maisons en Europe et en Asie.", ja: "サービス基準、リーダーシップ研修、そしてヨーロッパとアジアの9ホテルにまたがるキャリアパスをご提供します。", zh: "服务标准、领导力培训计划，以及横跨欧亚九家酒店的职业发展路径。", vi: "Tiêu chuẩn dịch vụ, chương trình phát triển lãnh đạo và lộ trình sự nghiệp tại chín khách sạn ở châu Âu và châu Á.", de: "Servicestandards, Führungsprogramme und Karrierewege in neun Häusern in Europa und Asien.", th: "มาตรฐานการบริการ โปรแกรมพัฒนาผู้นำ และเส้นทางอาชีพในโรงแรมเก้าแห่งทั่วยุโรปและเอเชีย", id: "Standar layanan, program kepemimpinan, dan jenjang karier di sembilan hotel di Eropa dan Asia." },
    },
    {
      order: 4, icon: "leaf",
      title: { en: "Sustainability", fr: "Développement durable", ja: "サステナビリティ", zh: "可持续发展", vi: "Phát triển bền vững", de: "Nachhaltigkeit", th: "ความยั่งยืน", id: "Keberlanjutan" },
      description: { en: "Energy, water and waste programmes that lower costs and meet the expectations of today’s travellers.", fr: "Des programmes énergie, eau et déchets qui réduisent les coûts et répondent aux attentes des voyageurs d’aujourd’hui.", ja: "コストを抑えながら現代の旅行者の期待に応える、エネルギー・水・廃棄物の削減プログラム。", zh: "能源、用水与废弃物管理计划，既降低成本，也契合当今旅行者的期待。", vi: "Các chương trình về năng lượng, nước và rác thải giúp giảm chi phí và đáp ứng kỳ vọng của du khách ngày nay.", de: "Programme für Energie, Wasser und Abfall, die Kosten senken und den Erwartungen heutiger Reisender entsprechen.", th: "โครงการด้านพลังงาน น้ำ และการจัดการขยะ ที่ช่วยลดต้นทุนและตอบความคาดหวังของนักเดินทางยุคใหม่", id: "Program energi, air, dan limbah yang menekan biaya dan memenuhi harapan wisatawan masa kini." },
    },
  ],
}

export const pages: PageSeed[] = [
  {
    slug: "accessibility",
    title: { en: "Accessibility", fr: "Accessibilité", ja: "アクセシビリティ", zh: "无障碍服务", vi: "Hỗ trợ tiếp cận", de: "Barrierefreiheit", th: "การเข้าถึงสำหรับทุกคน", id: "Aksesibilitas" },
    content: {
      en: [
        "We want every guest to enjoy an Aurelia stay with ease. All nine hotels offer step-free access to their entrances, lobbies and restaurants, and each has accessible rooms with wider doors, roll-in showers, grab rails and lowered fittings. Assistance dogs are welcome in every hotel, including those where pets are otherwise not accepted.",
        "Our teams are trained to welcome guests with visual, hearing, mobility or cognitive needs. Vibrating alarm kits, hearing loops at reception and large-print menus are available on request. Because several of our houses occupy historic buildings, some areas, such as certain terraces and heritage rooms, can only be reached by steps.",
        "Please tell us about your needs when booking, or write to access@aurelia-hotels.example. We will describe the room and the route in detail, arrange any equipment and plan transfers suited to you. Our website aims to meet WCAG 2.1 level AA, and we welcome feedback on any difficulty you encounter.",
      ],
      fr: [
        "Nous souhaitons que chaque client profite d’un séjour Aurelia en toute simplicité. Nos neuf hôtels offrent un accès de plain-pied à leurs entrées, halls et restaurants, et chacun dispose de chambres accessibles avec portes élargies, douches à l’italienne, barres d’appui et équipements abaissés. Les chiens d’assistance sont les bienvenus dans tous nos hôtels, y compris ceux qui n’acceptent pas les animaux.",
        "Nos équipes sont formées pour accueillir les personnes ayant des besoins visuels, auditifs, moteurs ou cognitifs. Des kits d’alarme à vibration, des boucles magnétiques à la réception et des menus en gros caractères sont disponibles sur demande. Plusieurs de nos maisons occupant des bâtiments historiques, certains espaces, comme quelques terrasses et chambres patrimoniales, ne sont accessibles que par des marches.",
        "Indiquez-nous vos besoins lors de la réservation ou écrivez à access@aurelia-hotels.example. Nous vous décrirons en détail la chambre et le cheminement, prévoirons l’équipement nécessaire et organiserons des transferts adaptés. Notre site vise la conformité au niveau AA des WCAG 2.1, et nous accueillons volontiers vos remarques sur toute difficulté rencontrée.",
      ],
      ja: [
        "すべてのお客様に、Aureliaでの滞在を気兼ねなく楽しんでいただきたいと考えています。全9ホテルでエントランス、ロビー、レストランへ段差なくアクセスでき、幅の広いドア、段差のないシャワー、手すり、低い位置に設けた設備を備えたバリアフリールームをご用意しています。補助犬は、ペット不可のホテルを含むすべてのホテルでお迎えしています。",
        "スタッフは、視覚・聴覚・移動・認知面でサポートを必要とするお客様をお迎えするための研修を受けています。振動式アラームキット、フロントの磁気ループ、大きな文字のメニューもご要望に応じてご用意します。歴史的建造物を利用したホテルもあるため、一部のテラスや歴史ある客室など、階段でしかアクセスできない場所がございます。",
        "ご予約の際に必要なサポートをお知らせいただくか、access@aurelia-hotels.example までご連絡ください。客室や館内の動線を詳しくご説明し、必要な備品や最適な送迎をご手配いたします。当ウェブサイトはWCAG 2.1のレベルAAへの準拠を目指しており、ご不便な点があればぜひお聞かせください。",
      ],
      zh: [
        "我们希望每一位宾客都能轻松享受Aurelia的入住体验。九家酒店的入口、大堂和餐厅均可无障碍通行，并设有无障碍客房，配备加宽房门、无门槛淋浴、扶手和降低高度的设施。所有酒店均欢迎辅助犬，包括不接待宠物的酒店。",
        "我们的团队接受过专门培训，能够接待有视觉、听觉、行动或认知方面需求的宾客。振动警报套件、前台助听感应环路和大字版菜单均可应要求提供。由于部分酒店位于历史建筑内，某些区域（如部分露台和历史客房）只能通过台阶到达。",
        "请在预订时告知您的需求，或发送邮件至access@aurelia-hotels.example。我们会详细介绍客房及通行路线，准备所需设备，并安排适合您的接送服务。我们的网站致力于符合WCAG 2.1 AA级标准，欢迎您反馈使用中遇到的任何困难。",
      ],
      vi: [
        "Chúng tôi mong mọi vị khách đều có thể tận hưởng kỳ nghỉ tại Aurelia một cách dễ dàng. Cả chín khách sạn đều có lối đi không bậc thang đến lối vào, sảnh và nhà hàng, và mỗi nơi đều có phòng dành cho người khuyết tật với cửa rộng, vòi sen không gờ chắn, tay vịn và thiết bị được hạ thấp. Chó hỗ trợ được chào đón tại mọi khách sạn, kể cả những nơi không nhận thú cưng.",
        "Đội ngũ của chúng tôi được đào tạo để đón tiếp khách có nhu cầu hỗ trợ về thị giác, thính giác, vận động hoặc nhận thức. Bộ báo động rung, vòng cảm ứng hỗ trợ nghe tại quầy lễ tân và thực đơn chữ lớn luôn sẵn sàng theo yêu cầu. Vì một số khách sạn nằm trong các công trình lịch sử, một vài khu vực như sân hiên hay phòng di sản chỉ có thể lên bằng bậc thang.",
        "Vui lòng cho chúng tôi biết nhu cầu của bạn khi đặt phòng hoặc gửi email đến access@aurelia-hotels.example. Chúng tôi sẽ mô tả chi tiết phòng và lối đi, chuẩn bị thiết bị cần thiết và sắp xếp phương tiện đưa đón phù hợp. Trang web của chúng tôi hướng tới tiêu chuẩn WCAG 2.1 mức AA, và chúng tôi luôn hoan nghênh góp ý về bất kỳ khó khăn nào bạn gặp phải.",
      ],
      de: [
        "Wir möchten, dass jeder Gast einen Aufenthalt bei Aurelia mühelos geniessen kann. Alle neun Hotels bieten stufenlosen Zugang zu Eingängen, Lobbys und Restaurants, und jedes verfügt über barrierefreie Zimmer mit breiteren Türen, bodenebenen Duschen, Haltegriffen und tiefer angebrachten Bedienelementen. Assistenzhunde sind in allen Hotels willkommen, auch dort, wo Haustiere sonst nicht erlaubt sind.",
        "Unsere Teams sind darin geschult, Gäste mit Seh-, Hör-, Mobilitäts- oder kognitiven Bedürfnissen zu empfangen. Vibrationsalarm-Sets, induktive Höranlagen an der Rezeption und Speisekarten in Grossdruck sind auf Anfrage erhältlich. Da mehrere unserer Häuser in historischen Gebäuden liegen, sind einige Bereiche wie gewisse Terrassen und historische Zimmer nur über Stufen erreichbar.",
        "Teilen Sie uns Ihre Bedürfnisse bei der Buchung mit oder schreiben Sie an access@aurelia-hotels.example. Wir beschreiben Ihnen Zimmer und Wege im Detail, organisieren die nötigen Hilfsmittel und planen passende Transfers. Unsere Website orientiert sich an WCAG 2.1 Stufe AA, und wir freuen uns über Hinweise zu allen Schwierigkeiten, auf die Sie stossen.",
      ],
      th: [
        "เราต้องการให้ผู้เข้าพักทุกท่านเพลิดเพลินกับการเข้าพักที่ Aurelia ได้อย่างสะดวกสบาย โรงแรมทั้งเก้าแห่งมีทางเข้าสู่ประตูหลัก ล็อบบี้ และห้องอาหารแบบไม่มีขั้นบันได และทุกแห่งมีห้องพักสำหรับผู้พิการที่มีประตูกว้าง ฝักบัวแบบไม่มีขอบกั้น ราวจับ และอุปกรณ์ที่ติดตั้งในระดับต่ำ สุนัขช่วยเหลือคนพิการได้รับการต้อนรับในทุกโรงแรม รวมถึงโรงแรมที่ไม่รับสัตว์เลี้ยง",
        "ทีมงานของเราได้รับการฝึกอบรมเพื่อต้อนรับผู้เข้าพักที่มีความต้องการด้านการมองเห็น การได้ยิน การเคลื่อนไหว หรือการรับรู้ ชุดสัญญาณเตือนแบบสั่น ระบบห่วงคล้องช่วยฟังที่แผนกต้อนรับ และเมนูตัวอักษรขนาดใหญ่มีให้บริการตามคำขอ เนื่องจากโรงแรมหลายแห่งของเราตั้งอยู่ในอาคารเก่าแก่ บางพื้นที่ เช่น ระเบียงบางแห่งและห้องพักในอาคารประวัติศาสตร์ จึงเข้าถึงได้ทางบันไดเท่านั้น",
        "กรุณาแจ้งความต้องการของคุณเมื่อทำการจอง หรือส่งอีเมลมาที่ access@aurelia-hotels.example เราจะอธิบายรายละเอียดของห้องพักและเส้นทางภายในโรงแรม จัดเตรียมอุปกรณ์ที่จำเป็น และวางแผนการรับส่งที่เหมาะกับคุณ เว็บไซต์ของเรามุ่งให้เป็นไปตามมาตรฐาน WCAG 2.1 ระดับ AA และยินดีรับฟังความคิดเห็นหากคุณพบปัญหาในการใช้งาน",
      ],
      id: [
        "Kami ingin setiap tamu dapat menikmati masa menginap di Aurelia dengan mudah. Kesembilan hotel kami menyediakan akses tanpa tangga ke pintu masuk, lobi, dan restoran, dan masing-masing memiliki kamar ramah disabilitas dengan pintu lebih lebar, pancuran tanpa ambang, pegangan tangan, dan perlengkapan yang dipasang lebih rendah. Anjing pendamping diterima di semua hotel, termasuk hotel yang tidak menerima hewan peliharaan.",
        "Tim kami terlatih untuk menyambut tamu dengan kebutuhan penglihatan, pendengaran, mobilitas, maupun kognitif. Perangkat alarm bergetar, sistem lingkar induksi untuk alat bantu dengar di resepsionis, dan menu berhuruf besar tersedia atas permintaan. Karena beberapa hotel kami menempati bangunan bersejarah, sejumlah area seperti teras tertentu dan kamar warisan hanya dapat dicapai melalui tangga.",
        "Beri tahu kami kebutuhan Anda saat memesan atau kirim email ke access@aurelia-hotels.example. Kami akan menjelaskan kamar dan rutenya secara rinci, menyiapkan perlengkapan yang dibutuhkan, dan merencanakan antar-jemput yang sesuai. Situs web kami berupaya memenuhi WCAG 2.1 tingkat AA, dan kami menyambut masukan atas setiap kesulitan yang Anda alami.",
      ],
    },
  },
  {
    slug: "sustainability",
    title: { en: "Sustainability", fr: "Développement durable", ja: "サステナビリティ", zh: "可持续发展", vi: "Phát triển bền vững", de: "Nachhaltigkeit", th: "ความยั่งยืน", id: "Keberlanjutan" },
    content: {
      en: [
        "Caring for the places we call home is part of good hospitality. Since 2022, every Aurelia hotel has followed a shared programme with measurable targets for energy, water, waste and sourcing, reviewed each year and published in our annual report. Six of our nine houses now run on certified renewable electricity, and the other three will follow by 2028.",
        "In our kitchens, at least half of all produce comes from within 150 kilometres, and we have removed single-use plastics from rooms and restaurants. Linen is changed on request, surplus food is shared with local charities, and in Ubud and Hoi An we support community projects that protect rivers, rice terraces and traditional crafts.",
        "We know there is more to do. If you have ideas or questions, our sustainability team would be glad to hear from you at green@aurelia-hotels.example.",
      ],
      fr: [
        "Prendre soin des lieux qui nous accueillent fait partie d’une hospitalité digne de ce nom. Depuis 2022, chaque hôtel Aurelia suit un programme commun assorti d’objectifs mesurables en matière d’énergie, d’eau, de déchets et d’approvisionnement, revu chaque année et publié dans notre rapport annuel. Six de nos neuf maisons fonctionnent déjà à l’électricité renouvelable certifiée, et les trois autres suivront d’ici 2028.",
        "Dans nos cuisines, au moins la moitié des produits provient d’un rayon de 150 kilomètres, et nous avons supprimé le plastique à usage unique des chambres et des restaurants. Le linge est changé à la demande, les surplus alimentaires sont redistribués à des associations locales, et à Ubud comme à Hội An, nous soutenons des projets communautaires qui protègent les rivières, les rizières et l’artisanat traditionnel.",
        "Nous savons qu’il reste beaucoup à faire. Si vous avez des idées ou des questions, notre équipe développement durable sera ravie de vous lire à green@aurelia-hotels.example.",
      ],
      ja: [
        "私たちが拠点とする土地を大切にすることは、良いおもてなしの一部です。2022年以降、Aureliaの全ホテルは、エネルギー、水、廃棄物、調達について測定可能な目標を掲げた共通プログラムに取り組み、毎年見直しを行い、年次報告書で公表しています。現在9ホテルのうち6ホテルが認証済みの再生可能エネルギー由来の電力で運営されており、残る3ホテルも2028年までに切り替える予定です。",
        "厨房では食材の少なくとも半分を半径150キロ圏内から調達し、客室とレストランから使い捨てプラスチックを撤廃しました。リネン類はご要望に応じて交換し、余剰食品は地域の慈善団体と分かち合っています。ウブドとホイアンでは、川や棚田、伝統工芸を守る地域プロジェクトを支援しています。",
        "まだやるべきことはたくさんあります。アイデアやご質問があれば、green@aurelia-hotels.example までサステナビリティチームにお寄せください。",
      ],
      zh: [
        "爱护我们扎根的土地，是优质款待的一部分。自2022年起，每家Aurelia酒店都执行一套统一的计划，在能源、用水、废弃物和采购方面设定可量化的目标，每年复核并在年度报告中公布。九家酒店中已有六家使用经认证的可再生电力，其余三家将于2028年前完成转换。",
        "在我们的厨房里，至少一半的食材来自方圆150公里以内，客房和餐厅已全面停用一次性塑料制品。布草按需更换，剩余食物捐赠给当地慈善机构；在乌布和会安，我们还支持保护河流、梯田和传统手工艺的社区项目。",
        "我们深知仍有许多工作要做。如果您有任何想法或问题，欢迎发送邮件至green@aurelia-hotels.example，与我们的可持续发展团队交流。",
      ],
      vi: [
        "Chăm sóc những vùng đất nơi chúng tôi hiện diện là một phần của lòng hiếu khách chân chính. Từ năm 2022, mọi khách sạn Aurelia đều thực hiện một chương trình chung với các mục tiêu đo lường được về năng lượng, nước, rác thải và nguồn cung ứng, được rà soát hằng năm và công bố trong báo cáo thường niên. Sáu trong chín khách sạn hiện đã dùng điện tái tạo có chứng nhận, và ba khách sạn còn lại sẽ chuyển đổi trước năm 2028.",
        "Trong bếp của chúng tôi, ít nhất một nửa nguyên liệu đến từ bán kính 150 km, và chúng tôi đã loại bỏ nhựa dùng một lần khỏi phòng nghỉ và nhà hàng. Khăn trải giường chỉ được thay khi khách yêu cầu, thực phẩm dư được chia sẻ với các tổ chức từ thiện địa phương, và tại Ubud cũng như Hội An, chúng tôi hỗ trợ các dự án cộng đồng bảo vệ dòng sông, ruộng bậc thang và nghề thủ công truyền thống.",
        "Chúng tôi biết vẫn còn nhiều việc phải làm. Nếu bạn có ý tưởng hay câu hỏi, đội ngũ phát triển bền vững của chúng tôi rất mong nhận được thư của bạn tại green@aurelia-hotels.example.",
      ],
      de: [
        "Sorge zu tragen für die Orte, an denen wir zu Hause sind, gehört zu guter Gastfreundschaft. Seit 2022 folgt jedes Aurelia-Hotel einem gemeinsamen Programm mit messbaren Zielen für Energie, Wasser, Abfall und Einkauf, das jährlich überprüft und in unserem Jahresbericht veröffentlicht wird. Sechs unserer neun Häuser beziehen bereits zertifizierten Ökostrom, die übrigen drei folgen bis 2028.",
        "In unseren Küchen stammt mindestens die Hälfte aller Produkte aus einem Umkreis von 150 Kilometern, und Einwegplastik haben wir aus Zimmern und Restaurants verbannt. Die Wäsche wird auf Wunsch gewechselt, überschüssige Lebensmittel gehen an lokale Hilfsorganisationen, und in Ubud und Hoi An unterstützen wir Gemeinschaftsprojekte zum Schutz von Flüssen, Reisterrassen und traditionellem Handwerk.",
        "Wir wissen, dass noch viel zu tun bleibt. Haben Sie Ideen oder Fragen? Unser Nachhaltigkeitsteam freut sich auf Ihre Nachricht an green@aurelia-hotels.example.",
      ],
      th: [
        "การดูแลสถานที่ที่เราเรียกว่าบ้านเป็นส่วนหนึ่งของการบริการที่ดี ตั้งแต่ปี 2022 โรงแรม Aurelia ทุกแห่งดำเนินโครงการร่วมกันที่มีเป้าหมายวัดผลได้ด้านพลังงาน น้ำ ขยะ และการจัดหาวัตถุดิบ ซึ่งมีการทบทวนทุกปีและเผยแพร่ในรายงานประจำปีของเรา ปัจจุบันโรงแรมหกจากเก้าแห่งใช้ไฟฟ้าจากพลังงานหมุนเวียนที่ได้รับการรับรองแล้ว และอีกสามแห่งจะเปลี่ยนภายในปี 2028",
        "ในครัวของเรา วัตถุดิบอย่างน้อยครึ่งหนึ่งมาจากแหล่งในรัศมี 150 กิโลเมตร และเราได้เลิกใช้พลาสติกแบบใช้ครั้งเดียวในห้องพักและห้องอาหาร ผ้าปูที่นอนจะเปลี่ยนเมื่อผู้เข้าพักร้องขอ อาหารส่วนเกินจะแบ่งปันให้องค์กรการกุศลในท้องถิ่น และที่อูบุดกับฮอยอัน เราสนับสนุนโครงการชุมชนที่ปกป้องแม่น้ำ นาขั้นบันได และงานหัตถกรรมดั้งเดิม",
        "เรารู้ดีว่ายังมีอีกหลายสิ่งที่ต้องทำ หากคุณมีไอเดียหรือคำถาม ทีมความยั่งยืนของเรายินดีรับฟังที่ green@aurelia-hotels.example",
      ],
      id: [
        "Merawat tempat-tempat yang kami sebut rumah adalah bagian dari keramahtamahan yang baik. Sejak 2022, setiap hotel Aurelia menjalankan program bersama dengan target terukur untuk energi, air, limbah, dan pengadaan, yang ditinjau setiap tahun dan dipublikasikan dalam laporan tahunan kami. Enam dari sembilan hotel kami kini menggunakan listrik terbarukan bersertifikat, dan tiga lainnya akan menyusul paling lambat 2028.",
        "Di dapur kami, setidaknya separuh bahan berasal dari radius 150 kilometer, dan kami telah menghapus plastik sekali pakai dari kamar dan restoran. Linen diganti atas permintaan, kelebihan makanan dibagikan kepada lembaga amal setempat, dan di Ubud serta Hoi An kami mendukung proyek komunitas yang melindungi sungai, sawah terasering, dan kerajinan tradisional.",
        "Kami sadar masih banyak yang harus dilakukan. Jika Anda punya ide atau pertanyaan, tim keberlanjutan kami dengan senang hati menerima pesan Anda di green@aurelia-hotels.example.",
      ],
    },
  },
]

export const social: SocialSeed[] = [
  { platform: "instagram", label: "Instagram", url: "https://www.instagram.com/aureliahotels", order: 1 },
  { platform: "facebook", label: "Facebook", url: "https://www.facebook.com/aureliahotels", order: 2 },
  { platform: "x", label: "X", url: "https://x.com/aureliahotels", order: 3 },
  { platform: "youtube", label: "YouTube", url: "https://www.youtube.com/@aureliahotels", order: 4 },
  { platform: "linkedin", label: "LinkedIn", url: "https://www.linkedin.com/company/aurelia-hotels", order: 5 },
]

export const corporate: CorporateSeed = {
  name: "Aurelia Hotels & Resorts",
  corporateId: "aurelia",
  tagline: { en: "Hotels with a sense of place", fr: "L’hôtellerie, l’esprit des lieux", ja: "その土地の魂を映すホテル", zh: "承载地方灵魂的酒店", vi: "Khách sạn mang hồn vùng đất", de: "Hotels mit Sinn für den Ort", th: "โรงแรมที่สะท้อนจิตวิญญาณของสถานที่", id: "Hotel yang menyatu dengan tempatnya" },
  description: { en: "Aurelia Hotels & Resorts is a family-founded group of nine hotels and resorts in Europe and Asia, each rooted in its city and landscape. Since 1998, we have offered quiet luxury and warm, precise service from the Riviera to Bali.", fr: "Aurelia Hotels & Resorts est un groupe familial de neuf hôtels et resorts en Europe et en Asie, chacun ancré dans sa ville et son paysage. Depuis 1998, nous cultivons un luxe discret et un service chaleureux et précis, de la Riviera à Bali.", ja: "Aurelia Hotels & Resortsは、ヨーロッパとアジアに9つのホテル・リゾートを展開する、家族が創業したホテルグループです。それぞれが街と風景に根ざし、1998年以来、リヴィエラからバリまで、静かなラグジュアリーと温かく的確なサービスをお届けしています。", zh: "Aurelia Hotels & Resorts是一家由家族创立的酒店集团，在欧洲和亚洲拥有九家酒店及度假村，每一家都扎根于所在的城市与风景。自1998年以来，从里维埃拉到巴厘岛，我们始终提供低调的奢华与温暖精准的服务。", vi: "Aurelia Hotels & Resorts là tập đoàn do một gia đình sáng lập, gồm chín khách sạn và khu nghỉ dưỡng tại châu Âu và châu Á, mỗi nơi đều gắn bó với thành phố và cảnh quan của mình. Từ năm 1998, chúng tôi mang đến sự sang trọng tĩnh lặng cùng dịch vụ ấm áp, chuẩn xác, từ Riviera đến Bali.", de: "Aurelia Hotels & Resorts ist eine familiengegründete Gruppe von neun Hotels und Resorts in Europa und Asien, jedes verwurzelt in seiner Stadt und Landschaft. Seit 1998 bieten wir stillen Luxus und herzlichen, präzisen Service – von der Riviera bis Bali.", th: "Aurelia Hotels & Resorts คือกลุ่มโรงแรมที่ก่อตั้งโดยครอบครัว มีโรงแรมและรีสอร์ตเก้าแห่งในยุโรปและเอเชีย แต่ละแห่งหยั่งรากอยู่ในเมืองและภูมิทัศน์ของตน ตั้งแต่ปี 1998 เรามอบความหรูหราอย่างเงียบสงบและการบริการที่อบอุ่นและแม่นยำ ตั้งแต่ริเวียราจนถึงบาหลี", id: "Aurelia Hotels & Resorts adalah grup yang didirikan sebuah keluarga, dengan sembilan hotel dan resor di Eropa dan Asia, masing-masing berakar pada kota dan lanskapnya. Sejak 1998, kami menghadirkan kemewahan yang tenang serta layanan yang hangat dan cermat, dari Riviera hingga Bali." },
  address: { en: "12 Quai des États-Unis, 06300 Nice, France", fr: "12, quai des États-Unis, 06300 Nice, France", ja: "12 Quai des États-Unis, 06300 Nice, フランス", zh: "12 Quai des États-Unis, 06300 Nice, 法国", vi: "12 Quai des États-Unis, 06300 Nice, Pháp", de: "12 Quai des États-Unis, 06300 Nice, Frankreich", th: "12 Quai des États-Unis, 06300 Nice, ฝรั่งเศส", id: "12 Quai des États-Unis, 06300 Nice, Prancis" },
  email: "hello@aurelia-hotels.example",
  phone: "+33 4 93 00 00 00",
  gtm: "GTM-AUR3L1A",
}
