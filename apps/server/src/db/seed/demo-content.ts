/**
 * Demo content for the first start on an empty database (SEED_DEMO). Pure data: the seeder turns
 * it into rows, links translations by `translationOf` and makes the images from the hues.
 *
 * The writing is original and follows mainstream guidance (WHO, UNICEF, AAP, IDAI, CDC); it is
 * general information for parents, not a substitute for a visit to a health professional.
 */

export interface DemoCategory {
  name: string;
  /** The Indonesian name (issue 15). */
  nameId: string;
  slug: string;
}
export interface DemoTag {
  name: string;
  /** The Indonesian name (issue 15). */
  nameId: string;
  slug: string;
}
export interface DemoAgeGroup {
  name: string;
  /** The Indonesian name (issue 15). */
  nameId: string;
  slug: string;
  description: string;
  order: number;
}
export interface DemoAuthor {
  key: string;
  name: string;
  bio: string;
  /** 0-359, the colour of the generated portrait. */
  hue: number;
}
export interface DemoTool {
  name: string;
  /** The Indonesian name (issue 15). */
  nameId: string;
  url: string;
  description: string;
  isActive: boolean;
  /** 0-359, the colour of the generated logo. */
  hue: number;
}
export interface DemoArticle {
  /** Unique key used to link translations. */
  key: string;
  language: 'en' | 'id';
  /** Key of the original (an article in the other language, itself not a translation). */
  translationOf?: string;
  title: string;
  /** Lowercase letters, digits and hyphens; unique across all articles. */
  slug: string;
  /** One or two sentences. */
  excerpt: string;
  /** HTML: h2, p, ul/ol/li, strong, em, blockquote and a few links to reputable sites. */
  content: string;
  /** Category slug. */
  category: string;
  /** Author key. */
  author: string;
  /** Tag slugs (2-4). */
  tags: string[];
  /** Age group slugs (1-2). */
  ageGroups: string[];
  /** Minutes. */
  readTime: number;
  isFeatured: boolean;
  isEditorsPick: boolean;
  /** Publish date = now minus this many days (0-120); distinct across articles. */
  daysAgo: number;
  /** 0-359, the colour of the generated cover. */
  hue: number;
}

export const demoCategories: DemoCategory[] = [
  { name: 'Sleep Training', nameId: 'Pola Tidur', slug: 'sleep-training' },
  { name: 'Nutrition', nameId: 'Nutrisi', slug: 'nutrition' },
  { name: 'Development', nameId: 'Tumbuh Kembang', slug: 'development' },
  { name: 'Health', nameId: 'Kesehatan', slug: 'health' },
  { name: 'Play & Learning', nameId: 'Bermain & Belajar', slug: 'play-and-learning' },
  { name: 'Parenting', nameId: 'Pengasuhan', slug: 'parenting' },
];

export const demoTags: DemoTag[] = [
  { name: 'Sleep', nameId: 'Tidur', slug: 'sleep' },
  { name: 'Breastfeeding', nameId: 'Menyusui', slug: 'breastfeeding' },
  { name: 'Solid Foods', nameId: 'Makanan Padat', slug: 'solid-foods' },
  { name: 'Milestones', nameId: 'Tonggak Perkembangan', slug: 'milestones' },
  { name: 'Vaccines', nameId: 'Vaksin', slug: 'vaccines' },
  { name: 'Screen Time', nameId: 'Waktu Layar', slug: 'screen-time' },
  { name: 'Toddler Tantrums', nameId: 'Tantrum Balita', slug: 'toddler-tantrums' },
  { name: 'Reading', nameId: 'Membaca', slug: 'reading' },
  { name: 'Teething', nameId: 'Tumbuh Gigi', slug: 'teething' },
  { name: 'Routine', nameId: 'Rutinitas', slug: 'routine' },
  { name: 'MPASI', nameId: 'MPASI', slug: 'mpasi' },
  { name: 'Self-care', nameId: 'Merawat Diri', slug: 'self-care' },
];

export const demoAgeGroups: DemoAgeGroup[] = [
  {
    name: '0-6 months',
    nameId: '0-6 bulan',
    slug: '0-6-months',
    description: 'Newborns and young babies: feeding, safe sleep, first smiles and tummy time.',
    order: 1,
  },
  {
    name: '6-12 months',
    nameId: '6-12 bulan',
    slug: '6-12-months',
    description: 'Older babies: first foods, sitting and crawling, babbling and first teeth.',
    order: 2,
  },
  {
    name: '1-2 years',
    nameId: '1-2 tahun',
    slug: '1-2-years',
    description: 'Young toddlers: first steps, first words, family meals and big feelings.',
    order: 3,
  },
  {
    name: '2-3 years',
    nameId: '2-3 tahun',
    slug: '2-3-years',
    description: 'Older toddlers: talking in sentences, pretend play, independence and routines.',
    order: 4,
  },
];

export const demoAuthors: DemoAuthor[] = [
  {
    key: 'siti',
    name: 'Siti Rahmawati',
    bio:
      'Siti is a paediatric nurse who has spent twelve years on a children\'s ward and in a community baby clinic in Yogyakarta. ' +
      'She writes about safe sleep, vaccinations and the everyday health questions parents bring to the clinic. ' +
      'Her favourite part of the job is the moment a worried parent walks out feeling calmer.',
    hue: 340,
  },
  {
    key: 'hannah',
    name: 'Hannah Whitfield',
    bio:
      'Hannah is a registered nutritionist specialising in infant and toddler feeding, and has supported families in the UK and in Jakarta. ' +
      'She believes mealtimes should be relaxed, shared and free of pressure. ' +
      'When she is not writing, she is usually cooking one-pot dinners that her own two children may or may not eat.',
    hue: 28,
  },
  {
    key: 'dimas',
    name: 'Dimas Prasetyo',
    bio:
      'Dimas is a child psychologist who works with families of babies and preschoolers in Surabaya. ' +
      'His writing focuses on emotional development, play and the small, repeated moments of connection that help children thrive. ' +
      'He is a father of one very chatty three-year-old.',
    hue: 205,
  },
  {
    key: 'laura',
    name: 'Laura Bennett',
    bio:
      'Laura is a writer and mother of two who moved from Melbourne to Bandung five years ago. ' +
      'She writes honestly about the funny, tiring and tender parts of raising small children far from extended family. ' +
      'She reads every parenting study she can find, usually at 2 am.',
    hue: 150,
  },
];

export const demoTools: DemoTool[] = [
  {
    name: 'WHO Child Growth Standards',
    nameId: 'Standar Pertumbuhan Anak WHO',
    url: 'https://www.who.int/tools/child-growth-standards',
    description: 'The growth charts and tables health workers use to check weight, length and head size from birth to five years.',
    isActive: true,
    hue: 205,
  },
  {
    name: 'CDC Milestone Tracker',
    nameId: 'Pemantau Tonggak Perkembangan CDC',
    url: 'https://www.cdc.gov/act-early/milestones-app/index.html',
    description: 'A free app with checklists, photos and videos to follow your child\'s milestones from 2 months to 5 years.',
    isActive: true,
    hue: 120,
  },
  {
    name: 'UNICEF Parenting',
    nameId: 'Pengasuhan UNICEF',
    url: 'https://www.unicef.org/parenting',
    description: 'Practical, evidence-based advice for parents on health, feeding, development and wellbeing.',
    isActive: true,
    hue: 195,
  },
  {
    name: 'IDAI Immunisation Schedule',
    nameId: 'Jadwal Imunisasi IDAI',
    url: 'https://www.idai.or.id/',
    description: 'The Indonesian Paediatric Society\'s recommended immunisation schedule for children aged 0 to 18 years.',
    isActive: false,
    hue: 0,
  },
];

export const demoArticles: DemoArticle[] = [
  // -------------------------------------------------------------------------------------------
  // Sleep training
  // -------------------------------------------------------------------------------------------
  {
    key: 'safe-sleep-basics',
    language: 'en',
    title: 'Safe Sleep Basics for Your Newborn',
    slug: 'safe-sleep-basics-for-your-newborn',
    excerpt:
      'On the back, on a firm flat mattress, in an empty cot: the simple habits that protect your baby every time they sleep, day and night.',
    content: `<p>In the first weeks, your baby will sleep for most of the day and night, in short stretches that rarely line up with yours. You cannot control how long a newborn sleeps, but you can control <strong>where and how</strong> they sleep, and that is what protects them. The advice below follows guidance from the <a href="https://www.healthychildren.org/English/ages-stages/baby/sleep/Pages/default.aspx">American Academy of Pediatrics</a> and the World Health Organization, and it applies to every sleep, including naps.</p>
<h2>The ABC of safe sleep</h2>
<ul>
<li><strong>Alone:</strong> your baby sleeps in their own space, with no pillows, loose blankets, bumpers or soft toys.</li>
<li><strong>Back:</strong> always lay your baby down on their back, never on their tummy or side.</li>
<li><strong>Cot:</strong> use a cot or bassinet with a firm, flat mattress and a fitted sheet. Inclined sleepers, sofas and armchairs are not safe places to sleep.</li>
</ul>
<p>Once your baby can roll both ways on their own, usually somewhere between four and six months, you can leave them in whatever position they choose. Keep putting them down on their back.</p>
<h2>Share a room, not a bed</h2>
<p>Keeping your baby's cot in your bedroom for at least the first six months makes night feeds easier and is linked with a lower risk of sudden infant death. If you feed your baby in your bed and feel yourself getting drowsy, make sure there are no pillows or covers near them, and move them back to their own sleep space when you wake. Falling asleep with a baby on a sofa is particularly risky, so if you are very tired, feed in bed rather than on the couch.</p>
<h2>Temperature and clothing</h2>
<p>Babies do not need to be bundled up to sleep well. Dress your baby in one more light layer than you would wear to be comfortable in the same room, and keep their head uncovered. Feel the back of the neck or the tummy: it should be warm, not sweaty. A wearable sleeping bag is a good alternative to loose blankets. If you swaddle, keep it loose around the hips and stop as soon as your baby shows signs of trying to roll.</p>
<h2>Other protective habits</h2>
<ol>
<li>Keep your baby's surroundings smoke-free, during pregnancy and after birth.</li>
<li>Breastfeeding, for any length of time, is associated with a lower risk of sudden infant death.</li>
<li>Offering a dummy (pacifier) at sleep time may also help; if you are breastfeeding, wait until feeding is going well, usually after three or four weeks.</li>
<li>Keep up with routine vaccinations, which are also linked with safer sleep.</li>
</ol>
<blockquote>Safe sleep is not about being perfect at 3 am. It is about making the safe choice the easy one, so that it is what happens even when you are exhausted.</blockquote>
<h2>Making it work in real life</h2>
<p>Set up the sleep space before your baby arrives, and show everyone who cares for your baby, including grandparents and nannies, how you put your baby down to sleep. Well-meant gifts such as cot bumpers, sleep positioners and thick quilts are best kept for decoration or put away. If you have questions about your baby's sleep, reflux or breathing, your midwife, nurse or paediatrician is always the right person to ask.</p>`,
    category: 'sleep-training',
    author: 'siti',
    tags: ['sleep', 'routine'],
    ageGroups: ['0-6-months'],
    readTime: 3,
    isFeatured: true,
    isEditorsPick: false,
    daysAgo: 96,
    hue: 225,
  },
  {
    key: 'safe-sleep-basics-id',
    language: 'id',
    translationOf: 'safe-sleep-basics',
    title: 'Dasar-Dasar Tidur Aman untuk Bayi Baru Lahir',
    slug: 'dasar-dasar-tidur-aman-untuk-bayi-baru-lahir',
    excerpt:
      'Telentang, di kasur yang padat dan rata, di boks yang kosong: kebiasaan sederhana yang melindungi bayi Anda setiap kali ia tidur, siang maupun malam.',
    content: `<p>Pada minggu-minggu pertama, bayi Anda akan tidur hampir sepanjang hari dan malam, dalam waktu pendek-pendek yang jarang sekali sejalan dengan jam tidur Anda. Anda tidak bisa mengatur berapa lama bayi baru lahir tidur, tetapi Anda bisa mengatur <strong>di mana dan bagaimana</strong> ia tidur, dan justru itulah yang melindunginya. Panduan di bawah ini mengikuti rekomendasi <a href="https://www.healthychildren.org/English/ages-stages/baby/sleep/Pages/default.aspx">American Academy of Pediatrics</a> dan Organisasi Kesehatan Dunia (WHO), dan berlaku untuk setiap kali tidur, termasuk tidur siang.</p>
<h2>ABC tidur aman</h2>
<ul>
<li><strong>Sendiri (<em>Alone</em>):</strong> bayi tidur di tempatnya sendiri, tanpa bantal, selimut longgar, bumper, atau boneka.</li>
<li><strong>Telentang (<em>Back</em>):</strong> selalu baringkan bayi dalam posisi telentang, jangan tengkurap atau miring.</li>
<li><strong>Boks (<em>Cot</em>):</strong> gunakan boks atau keranjang bayi dengan kasur yang padat dan rata serta seprai yang pas. Alas tidur bayi yang miring, sofa, dan kursi bukan tempat tidur yang aman.</li>
</ul>
<p>Setelah bayi bisa berguling sendiri ke dua arah, biasanya antara usia empat dan enam bulan, Anda boleh membiarkannya dalam posisi yang ia pilih. Tetap baringkan ia telentang setiap kali menidurkannya.</p>
<h2>Sekamar, tetapi tidak seranjang</h2>
<p>Menempatkan boks bayi di kamar Anda setidaknya selama enam bulan pertama memudahkan menyusui di malam hari dan berkaitan dengan risiko kematian mendadak pada bayi yang lebih rendah. Jika Anda menyusui di tempat tidur dan mulai mengantuk, pastikan tidak ada bantal atau selimut di dekat bayi, lalu pindahkan ia kembali ke tempat tidurnya sendiri begitu Anda terbangun. Tertidur sambil mendekap bayi di sofa sangat berisiko, jadi bila Anda sangat lelah, lebih baik menyusui di tempat tidur daripada di sofa.</p>
<h2>Suhu dan pakaian</h2>
<p>Bayi tidak perlu dibungkus tebal agar tidur nyenyak, apalagi di udara tropis. Kenakan pakaian satu lapis lebih banyak daripada yang membuat Anda nyaman di ruangan yang sama, dan biarkan kepalanya tidak tertutup. Raba tengkuk atau perutnya: seharusnya terasa hangat, tidak berkeringat. Kantong tidur bayi (<em>sleeping bag</em>) adalah pengganti selimut yang baik. Jika Anda membedong, bedong dengan longgar di bagian pinggul dan hentikan begitu bayi mulai mencoba berguling.</p>
<h2>Kebiasaan pelindung lainnya</h2>
<ol>
<li>Jauhkan bayi dari asap rokok, sejak masa kehamilan hingga setelah lahir.</li>
<li>Menyusui, berapa pun lamanya, berkaitan dengan risiko kematian mendadak yang lebih rendah.</li>
<li>Menawarkan empeng saat tidur juga mungkin membantu; jika Anda menyusui, tunggu sampai menyusui berjalan lancar, biasanya setelah tiga atau empat minggu.</li>
<li>Lengkapi imunisasi rutin sesuai jadwal <a href="https://www.idai.or.id/">IDAI</a>, yang juga berkaitan dengan tidur yang lebih aman.</li>
</ol>
<blockquote>Tidur aman bukan soal menjadi sempurna pada pukul tiga pagi. Tidur aman adalah soal membuat pilihan yang aman menjadi pilihan yang paling mudah, sehingga itulah yang terjadi bahkan saat Anda sangat lelah.</blockquote>
<h2>Menerapkannya sehari-hari</h2>
<p>Siapkan tempat tidur bayi sebelum ia lahir, dan tunjukkan kepada semua orang yang ikut mengasuh, termasuk kakek, nenek, dan pengasuh, cara Anda menidurkan bayi. Hadiah yang diberikan dengan niat baik, seperti bumper boks, bantal peang, dan selimut tebal, sebaiknya dijadikan hiasan atau disimpan saja. Jika Anda punya pertanyaan tentang tidur, refluks, atau napas bayi, bidan, perawat, atau dokter anak Anda selalu menjadi tempat yang tepat untuk bertanya.</p>`,
    category: 'sleep-training',
    author: 'siti',
    tags: ['sleep', 'routine'],
    ageGroups: ['0-6-months'],
    readTime: 3,
    isFeatured: true,
    isEditorsPick: false,
    daysAgo: 90,
    hue: 225,
  },
  {
    key: 'bedtime-routine',
    language: 'en',
    title: 'Building a Gentle Bedtime Routine That Actually Sticks',
    slug: 'building-a-gentle-bedtime-routine',
    excerpt:
      'A short, predictable routine is one of the most reliable sleep tools parents have. Here is how to build one that fits your family and survives real life.',
    content: `<p>If evenings in your house feel like a nightly negotiation, you are in good company. The good news is that a short, predictable bedtime routine is one of the most reliable tools parents have. Research with families around the world links a consistent routine with babies and toddlers who fall asleep more easily and wake less often. And the routine does not need to be elaborate. It needs to be <em>the same</em>.</p>
<h2>Why routines work</h2>
<p>Young children cannot read a clock, but they are brilliant at spotting patterns. When bath, pyjamas, milk, teeth, a book and a song happen in the same order every night, each step becomes a cue that sleep is coming. Their bodies start winding down before they reach the cot. For parents, a routine takes the guesswork out of the evening, which makes it easier for anyone, a partner, a grandparent or a babysitter, to do bedtime.</p>
<h2>A simple routine to try</h2>
<ol>
<li><strong>Dim the lights</strong> and switch off screens around an hour before bed. Bright light and lively shows make it harder for the body to release the sleep hormone melatonin.</li>
<li><strong>Bath or wash</strong>: a warm bath is calming for many babies, but a quick wash of face and hands works just as well on busy nights.</li>
<li><strong>Pyjamas and a fresh nappy.</strong></li>
<li><strong>Milk</strong>, in a quiet room. If your baby has teeth, brush them afterwards.</li>
<li><strong>One or two books</strong>. The same favourite night after night is absolutely fine.</li>
<li><strong>A song or a short phrase</strong> you always say, such as "Goodnight, sleep well, I love you."</li>
<li><strong>Into the cot</strong>, drowsy but awake if you can.</li>
</ol>
<p>Aim for twenty to forty minutes from start to finish. Longer routines tend to drift and invite stalling, especially with toddlers.</p>
<h2>Timing matters</h2>
<p>Most babies and toddlers do well with a bedtime somewhere between 6:30 and 8:30 pm. Watch for early tired signs: rubbing eyes, staring into space, losing interest in toys. Starting the routine when you see those signs, rather than when your child is already overtired, makes everything smoother. For reference, the <a href="https://www.healthychildren.org/English/healthy-living/sleep/Pages/default.aspx">American Academy of Pediatrics</a> suggests that babies from four to twelve months need 12 to 16 hours of sleep in 24 hours, including naps, and toddlers aged one to two need 11 to 14 hours.</p>
<h2>When it is not working yet</h2>
<ul>
<li>Give any new routine two to three weeks before deciding it does not suit your family.</li>
<li>Keep the order stable, even on holiday or at grandma's house. The place can change; the sequence should not.</li>
<li>Offer small choices to toddlers ("the blue pyjamas or the yellow ones?") so they feel some control within the routine.</li>
<li>Keep the last part of the routine in the bedroom, so the room itself becomes linked with sleep.</li>
</ul>
<blockquote>A routine is not a contract your child has to honour. It is a gentle, repeated signal that says: the day is over, you are safe, and I am here.</blockquote>
<p>Some nights will still fall apart because of illness, teething or a big day. That is normal. Come back to the same steps the next evening, and trust that the rhythm is doing its quiet work.</p>`,
    category: 'sleep-training',
    author: 'laura',
    tags: ['sleep', 'routine', 'reading'],
    ageGroups: ['6-12-months', '1-2-years'],
    readTime: 3,
    isFeatured: false,
    isEditorsPick: true,
    daysAgo: 74,
    hue: 255,
  },
  {
    key: 'bedtime-routine-id',
    language: 'id',
    translationOf: 'bedtime-routine',
    title: 'Membangun Rutinitas Tidur yang Lembut dan Benar-Benar Bertahan',
    slug: 'membangun-rutinitas-tidur-yang-lembut',
    excerpt:
      'Rutinitas yang singkat dan bisa ditebak adalah salah satu cara paling andal untuk membantu si Kecil tidur. Begini cara membangun rutinitas yang cocok untuk keluarga Anda.',
    content: `<p>Jika malam hari di rumah Anda terasa seperti negosiasi yang tak ada habisnya, Anda tidak sendirian. Kabar baiknya, rutinitas menjelang tidur yang singkat dan bisa ditebak adalah salah satu cara paling andal yang dimiliki orang tua. Penelitian pada keluarga di berbagai negara menunjukkan bahwa rutinitas yang konsisten berkaitan dengan bayi dan balita yang lebih mudah tertidur dan lebih jarang terbangun. Rutinitasnya pun tidak perlu rumit. Yang penting, rutinitas itu <em>selalu sama</em>.</p>
<h2>Mengapa rutinitas berhasil</h2>
<p>Anak kecil belum bisa membaca jam, tetapi mereka sangat pandai mengenali pola. Ketika mandi, memakai piyama, minum susu, sikat gigi, membaca buku, dan bernyanyi selalu terjadi dengan urutan yang sama setiap malam, setiap langkah menjadi tanda bahwa waktu tidur sudah dekat. Tubuhnya mulai tenang bahkan sebelum ia sampai di tempat tidur. Bagi orang tua, rutinitas menghilangkan tebak-tebakan di malam hari, sehingga siapa pun, entah pasangan, kakek-nenek, atau pengasuh, bisa menidurkan si Kecil dengan cara yang sama.</p>
<h2>Contoh rutinitas sederhana</h2>
<ol>
<li><strong>Redupkan lampu</strong> dan matikan layar sekitar satu jam sebelum tidur. Cahaya terang dan tontonan yang ramai membuat tubuh lebih sulit melepaskan hormon tidur melatonin.</li>
<li><strong>Mandi atau seka badan</strong>: mandi air hangat menenangkan bagi banyak bayi, tetapi mencuci muka dan tangan juga cukup di malam yang sibuk.</li>
<li><strong>Piyama dan popok bersih.</strong></li>
<li><strong>Minum susu</strong> di ruangan yang tenang. Jika gigi si Kecil sudah tumbuh, sikat giginya setelah itu.</li>
<li><strong>Satu atau dua buku</strong>. Membaca buku favorit yang sama setiap malam sama sekali tidak masalah.</li>
<li><strong>Sebuah lagu atau kalimat pendek</strong> yang selalu Anda ucapkan, misalnya "Selamat tidur, mimpi indah, Ibu sayang kamu."</li>
<li><strong>Masuk ke tempat tidur</strong> dalam keadaan mengantuk tetapi masih terjaga, jika memungkinkan.</li>
</ol>
<p>Usahakan seluruh rutinitas selesai dalam dua puluh hingga empat puluh menit. Rutinitas yang lebih panjang cenderung molor dan mengundang tawar-menawar, terutama dengan balita.</p>
<h2>Waktu itu penting</h2>
<p>Kebanyakan bayi dan balita cocok dengan jam tidur antara pukul 18.30 dan 20.30. Perhatikan tanda-tanda awal mengantuk: mengucek mata, menatap kosong, atau kehilangan minat pada mainan. Memulai rutinitas saat tanda-tanda itu muncul, bukan ketika anak sudah terlalu lelah, membuat semuanya lebih lancar. Sebagai gambaran, <a href="https://www.healthychildren.org/English/healthy-living/sleep/Pages/default.aspx">American Academy of Pediatrics</a> menyarankan bayi usia empat hingga dua belas bulan tidur 12 sampai 16 jam dalam 24 jam, termasuk tidur siang, dan balita usia satu hingga dua tahun 11 sampai 14 jam.</p>
<h2>Kalau belum berhasil</h2>
<ul>
<li>Beri waktu dua sampai tiga minggu untuk rutinitas baru sebelum memutuskan bahwa cara itu tidak cocok untuk keluarga Anda.</li>
<li>Pertahankan urutannya, bahkan saat liburan atau menginap di rumah nenek. Tempatnya boleh berubah; urutannya jangan.</li>
<li>Berikan pilihan kecil kepada balita ("piyama biru atau yang kuning?") agar ia merasa punya kendali di dalam rutinitas.</li>
<li>Lakukan bagian terakhir rutinitas di kamar tidur, supaya kamar itu sendiri menjadi tanda untuk tidur.</li>
</ul>
<blockquote>Rutinitas bukanlah kontrak yang harus dipatuhi anak. Rutinitas adalah sinyal lembut yang diulang setiap hari, yang berkata: hari sudah selesai, kamu aman, dan aku ada di sini.</blockquote>
<p>Sesekali malam tetap akan berantakan karena sakit, tumbuh gigi, atau hari yang terlalu seru. Itu wajar. Kembalilah ke langkah-langkah yang sama keesokan malamnya, dan percayalah bahwa irama itu sedang bekerja dengan tenang.</p>`,
    category: 'sleep-training',
    author: 'laura',
    tags: ['sleep', 'routine', 'reading'],
    ageGroups: ['6-12-months', '1-2-years'],
    readTime: 3,
    isFeatured: false,
    isEditorsPick: true,
    daysAgo: 70,
    hue: 255,
  },
  {
    key: 'four-month-sleep-regression',
    language: 'en',
    title: 'The 4-Month Sleep Regression: What Is Really Going On',
    slug: 'the-4-month-sleep-regression',
    excerpt:
      'Suddenly waking every hour at around four months? It is not a step backwards but a sign that your baby\'s sleep is maturing. Here is what helps.',
    content: `<p>Your baby was finally sleeping in longer stretches, and then, somewhere around three to five months, the nights fell apart. Frequent waking, short naps and a baby who seems to need you every forty-five minutes: this pattern is so common it has a name, the four-month sleep regression. Despite the name, it is not really a step backwards. It is a sign that your baby's sleep is maturing.</p>
<h2>What changes at around four months</h2>
<p>Newborns drop straight into deep sleep and stay there for long periods. Somewhere around the fourth month, babies begin to cycle through lighter and deeper stages of sleep in a way that looks much more like adult sleep. Each cycle lasts roughly 45 to 60 minutes in young babies, and at the end of every cycle they surface briefly. Adults roll over and drift off again without noticing, but a baby who fell asleep feeding or being rocked may wake up, find that things have changed, and call for help to get back to sleep.</p>
<p>At the same time, many babies are busy learning to roll, grab and babble, and they become far more interested in the world around them. Practising new skills can make settling harder for a while.</p>
<h2>What helps</h2>
<ul>
<li><strong>Keep days bright and nights dark.</strong> Daylight and activity during the day help set your baby's body clock; nights should be calm, quiet and dimly lit.</li>
<li><strong>Start a short bedtime routine</strong> if you have not already: a wash, a feed, a song, in the same order each night.</li>
<li><strong>Offer chances to fall asleep in the cot.</strong> Once or twice a day, try putting your baby down drowsy but awake. If they protest, it is fine to pick them up and try again another time.</li>
<li><strong>Pause before responding</strong> to small night-time noises. Babies grunt, squeak and even cry briefly between cycles, and sometimes resettle on their own.</li>
<li><strong>Practise rolling during the day</strong> with plenty of floor time, so the new skill is less exciting at 2 am. Keep putting your baby to sleep on their back.</li>
</ul>
<h2>What not to worry about</h2>
<p>Night feeds are still normal and often necessary at this age. Waking does not mean your baby needs solid food; the <a href="https://www.who.int/health-topics/breastfeeding">World Health Organization</a> recommends breast milk alone (or formula) until around six months. Formal sleep-training methods are generally not recommended before about six months, so for now think of your role as gently shaping habits rather than fixing a problem.</p>
<blockquote>A baby who wakes more often at four months is not broken, and neither is your parenting. Their brain is simply doing a very big job.</blockquote>
<h2>When to check with your doctor</h2>
<p>Most babies settle into a new pattern within two to six weeks. Talk to your nurse or paediatrician if your baby seems unwell, is feeding poorly or has fewer wet nappies, snores loudly or pauses in breathing during sleep, or if you are so exhausted that you feel unsafe. Asking for help with sleep is not a failure; it is part of looking after your whole family.</p>`,
    category: 'sleep-training',
    author: 'siti',
    tags: ['sleep', 'milestones', 'routine'],
    ageGroups: ['0-6-months'],
    readTime: 3,
    isFeatured: false,
    isEditorsPick: false,
    daysAgo: 110,
    hue: 280,
  },
  {
    key: 'tidur-siang-balita',
    language: 'id',
    title: 'Tidur Siang Balita: Berapa Lama dan Bagaimana Mengaturnya',
    slug: 'tidur-siang-balita-berapa-lama',
    excerpt:
      'Apakah si Kecil masih butuh tidur siang? Panduan praktis tentang kebutuhan tidur balita, peralihan ke satu kali tidur siang, dan cara menidurkannya tanpa drama.',
    content: `<p>Banyak orang tua bertanya-tanya apakah si Kecil masih butuh tidur siang, atau justru tidur siang membuatnya susah tidur di malam hari. Jawabannya: hampir semua anak usia satu sampai tiga tahun masih membutuhkan tidur siang, dan tidur siang yang cukup justru sering membuat tidur malam lebih nyenyak. Anak yang terlalu lelah biasanya lebih rewel, lebih sulit ditenangkan, dan lebih sering terbangun.</p>
<h2>Berapa banyak tidur yang dibutuhkan?</h2>
<p>Menurut panduan yang digunakan <a href="https://www.healthychildren.org/English/healthy-living/sleep/Pages/default.aspx">American Academy of Pediatrics</a>, anak usia satu sampai dua tahun membutuhkan sekitar 11 sampai 14 jam tidur dalam 24 jam, sedangkan anak usia tiga sampai lima tahun sekitar 10 sampai 13 jam. Angka ini sudah termasuk tidur siang. Setiap anak berbeda, jadi perhatikan juga suasana hati dan tenaganya sepanjang hari.</p>
<ul>
<li><strong>Usia 12-18 bulan:</strong> banyak anak masih tidur siang dua kali, pagi dan siang, lalu perlahan beralih ke satu kali tidur siang.</li>
<li><strong>Usia 18 bulan-3 tahun:</strong> umumnya satu kali tidur siang selama satu sampai tiga jam, biasanya setelah makan siang.</li>
<li><strong>Usia 3 tahun ke atas:</strong> sebagian anak mulai tidak tidur siang. Waktu istirahat yang tenang tetap bermanfaat.</li>
</ul>
<h2>Tanda si Kecil siap pindah ke satu kali tidur siang</h2>
<p>Peralihan dari dua kali menjadi satu kali tidur siang biasanya terjadi antara usia 12 dan 18 bulan. Tandanya antara lain: ia menolak tidur siang pagi atau lama sekali baru terlelap, tidur siang keduanya menjadi sangat pendek, atau ia jadi sulit tidur di malam hari. Lakukan peralihan secara bertahap. Geser tidur siang pagi sedikit demi sedikit, misalnya 15 menit setiap beberapa hari, sampai menyatu menjadi satu tidur siang setelah makan siang. Selama masa peralihan, jam tidur malam yang sedikit lebih awal bisa sangat membantu.</p>
<h2>Cara menidurkan balita untuk tidur siang</h2>
<ol>
<li><strong>Buat rutinitas mini.</strong> Versi singkat dari rutinitas malam: ganti popok, baca satu buku, tutup tirai, lalu ucapkan kalimat yang sama setiap hari.</li>
<li><strong>Jaga waktunya tetap teratur.</strong> Tidur siang pada jam yang kurang lebih sama setiap hari membantu jam biologis tubuhnya.</li>
<li><strong>Perhatikan kegiatan sebelumnya.</strong> Permainan yang terlalu seru atau menonton layar tepat sebelum tidur siang membuat anak sulit tenang.</li>
<li><strong>Ciptakan suasana yang nyaman.</strong> Kamar yang agak gelap, sejuk, dan tenang memudahkan anak terlelap, apalagi di siang hari yang panas.</li>
<li><strong>Jangan terlalu sore.</strong> Tidur siang yang berakhir terlalu dekat dengan jam tidur malam bisa membuat anak sulit tidur malam. Usahakan ia sudah bangun sekitar pukul 15.30-16.00.</li>
</ol>
<blockquote>Tidak apa-apa jika si Kecil tidak langsung terlelap. Berbaring dengan tenang pun sudah memberi kesempatan bagi tubuh dan pikirannya untuk beristirahat.</blockquote>
<h2>Kalau si Kecil menolak tidur siang</h2>
<p>Penolakan tidur siang sesekali muncul, misalnya ketika anak sedang belajar keterampilan baru, ada perubahan di rumah, atau ia sedang ingin menunjukkan kemandiriannya. Tetap tawarkan waktu tidur siang dengan tenang tanpa memaksa. Jika setelah satu jam ia tetap tidak tidur, akhiri dengan santai dan coba lagi esok hari. Jika anak terlihat selalu sangat mengantuk, mendengkur keras, atau sering terbangun di malam hari, bicarakan dengan dokter anak Anda.</p>`,
    category: 'sleep-training',
    author: 'siti',
    tags: ['sleep', 'routine'],
    ageGroups: ['1-2-years', '2-3-years'],
    readTime: 3,
    isFeatured: false,
    isEditorsPick: true,
    daysAgo: 41,
    hue: 300,
  },
  // -------------------------------------------------------------------------------------------
  // Nutrition
  // -------------------------------------------------------------------------------------------
  {
    key: 'starting-solids',
    language: 'en',
    title: 'Starting Solids: A Calm Guide to the First Bites',
    slug: 'starting-solids-a-calm-guide',
    excerpt:
      'When to start, what to offer first and how to keep mealtimes safe and relaxed as your baby begins eating solid food at around six months.',
    content: `<p>Around six months, most babies are ready to start exploring food. It is an exciting milestone and, for many parents, a slightly nerve-racking one. Here is what the evidence says, without the pressure.</p>
<h2>When to start</h2>
<p>The <a href="https://www.who.int/news-room/fact-sheets/detail/infant-and-young-child-feeding">World Health Organization</a> recommends breast milk alone (or formula, if that is how your baby is fed) for the first six months, with solid foods, known in Indonesia as MPASI, starting at around six months. By then, a baby's need for iron and energy starts to outgrow what milk alone provides. Look for signs of readiness rather than a date on the calendar:</p>
<ul>
<li>Your baby can sit upright with a little support and hold their head steady.</li>
<li>They show interest in food, watching you eat and reaching for your plate.</li>
<li>They no longer automatically push food out of their mouth with their tongue.</li>
</ul>
<p>Babies born prematurely or with medical conditions may need a different plan, so check with your paediatrician.</p>
<h2>What to offer first</h2>
<p>There is no magic first food. What matters most is <strong>iron</strong>. Good early choices include well-cooked and mashed meat, chicken liver, fish, egg, lentils and tofu, alongside grains such as rice porridge and a variety of vegetables and fruit. Foods can be offered on their own or mixed; both are fine. At six to eight months, start with two or three small meals a day, and build up to three or four meals plus one or two snacks from around nine months.</p>
<h2>Textures</h2>
<p>Begin with smooth or mashed food, then move on to thicker, lumpier textures within a few weeks. By around eight months, most babies can manage soft finger foods such as steamed vegetable sticks or pieces of ripe banana. Moving on to new textures in good time helps babies learn to chew and may reduce fussy eating later.</p>
<h2>Allergens</h2>
<p>Current guidance no longer recommends delaying common allergenic foods. Egg and peanut (as smooth peanut butter thinned with water or stirred into porridge, never whole nuts) can be introduced from around six months, one at a time, while your baby is well. If your baby has severe eczema or an existing food allergy, speak to your doctor before introducing these foods.</p>
<h2>Safety basics</h2>
<ol>
<li>Always sit your baby upright and stay with them while they eat.</li>
<li>No honey before twelve months, because of the risk of infant botulism.</li>
<li>No need for added salt or sugar; babies do not need them, and their kidneys cannot handle much salt.</li>
<li>Avoid choking hazards: whole nuts, whole grapes (cut them lengthways into quarters), popcorn and hard raw vegetables.</li>
<li>Keep offering breast milk or formula; it is still your baby's main drink, with sips of water from a cup at meals.</li>
</ol>
<blockquote>In the first weeks, food is about learning, not nutrition. A baby who licks a spoon, squashes a carrot and smiles at you is doing exactly what they should.</blockquote>
<p>Gagging is common and normal as your baby learns; it is noisy and looks dramatic, but it is a protective reflex. Choking, by contrast, is usually silent. If you feel anxious, a baby first-aid course is a great investment. Most of all, relax, eat together when you can, and let your baby set the pace.</p>`,
    category: 'nutrition',
    author: 'hannah',
    tags: ['solid-foods', 'mpasi'],
    ageGroups: ['6-12-months'],
    readTime: 3,
    isFeatured: true,
    isEditorsPick: false,
    daysAgo: 12,
    hue: 32,
  },
  {
    key: 'starting-solids-id',
    language: 'id',
    translationOf: 'starting-solids',
    title: 'Memulai MPASI: Panduan Tenang untuk Suapan Pertama',
    slug: 'memulai-mpasi-panduan-suapan-pertama',
    excerpt:
      'Kapan mulai, apa yang diberikan pertama kali, dan bagaimana menjaga waktu makan tetap aman dan santai saat si Kecil mulai MPASI di usia sekitar enam bulan.',
    content: `<p>Sekitar usia enam bulan, kebanyakan bayi sudah siap mulai mengenal makanan. Ini adalah tahap yang menyenangkan, tetapi bagi banyak orang tua juga sedikit menegangkan. Berikut yang dikatakan bukti ilmiah, tanpa tekanan.</p>
<h2>Kapan mulai</h2>
<p><a href="https://www.who.int/news-room/fact-sheets/detail/infant-and-young-child-feeding">Organisasi Kesehatan Dunia (WHO)</a> merekomendasikan ASI saja (atau susu formula, jika itu cara bayi Anda minum susu) selama enam bulan pertama, lalu makanan pendamping ASI atau MPASI dimulai sekitar usia enam bulan. Pada usia itu, kebutuhan zat besi dan energi bayi mulai melebihi yang bisa dipenuhi oleh susu saja. Perhatikan tanda kesiapan, bukan sekadar tanggal di kalender:</p>
<ul>
<li>Bayi bisa duduk tegak dengan sedikit sandaran dan menahan kepalanya dengan stabil.</li>
<li>Ia tertarik pada makanan, memperhatikan Anda makan dan meraih piring Anda.</li>
<li>Ia tidak lagi otomatis mendorong makanan keluar dengan lidahnya.</li>
</ul>
<p>Bayi yang lahir prematur atau memiliki kondisi medis tertentu mungkin memerlukan rencana yang berbeda, jadi konsultasikan dengan dokter anak Anda.</p>
<h2>Apa yang diberikan pertama kali</h2>
<p>Tidak ada makanan pertama yang ajaib. Yang paling penting adalah <strong>zat besi</strong>. Pilihan awal yang baik antara lain daging, hati ayam, ikan, telur, kacang-kacangan, dan tahu yang dimasak matang lalu dilumatkan, bersama bubur nasi serta aneka sayur dan buah. Makanan boleh diberikan satu per satu atau dicampur; keduanya sama baiknya. Pada usia enam sampai delapan bulan, mulailah dengan dua sampai tiga kali makan sehari dalam porsi kecil, lalu tingkatkan menjadi tiga sampai empat kali makan ditambah satu atau dua kali camilan mulai sekitar usia sembilan bulan.</p>
<h2>Tekstur</h2>
<p>Mulailah dengan makanan yang lembut atau dilumatkan, lalu beralih ke tekstur yang lebih kental dan kasar dalam beberapa minggu. Sekitar usia delapan bulan, kebanyakan bayi sudah bisa makan <em>finger food</em> yang lunak, seperti potongan sayur kukus atau pisang matang. Menaikkan tekstur tepat waktu membantu bayi belajar mengunyah dan dapat mengurangi kesulitan makan di kemudian hari.</p>
<h2>Makanan pemicu alergi</h2>
<p>Panduan terbaru tidak lagi menyarankan untuk menunda makanan yang sering memicu alergi. Telur dan kacang tanah (dalam bentuk selai kacang halus yang diencerkan dengan air atau dicampur ke bubur, tidak pernah kacang utuh) dapat dikenalkan sejak sekitar enam bulan, satu per satu, saat bayi sedang sehat. Jika bayi Anda memiliki eksim berat atau sudah punya alergi makanan, bicarakan dengan dokter sebelum mengenalkan makanan ini.</p>
<h2>Dasar-dasar keamanan</h2>
<ol>
<li>Selalu dudukkan bayi dalam posisi tegak dan temani ia selama makan.</li>
<li>Jangan berikan madu sebelum usia dua belas bulan, karena risiko botulisme pada bayi.</li>
<li>Tidak perlu menambahkan gula dan garam; bayi tidak membutuhkannya, dan ginjalnya belum mampu mengolah banyak garam.</li>
<li>Hindari makanan yang berisiko membuat tersedak: kacang utuh, anggur utuh (potong memanjang menjadi empat), berondong jagung, dan sayuran mentah yang keras.</li>
<li>Tetap berikan ASI atau susu formula; susu masih menjadi minuman utama bayi, ditambah beberapa teguk air dari gelas saat makan.</li>
</ol>
<blockquote>Di minggu-minggu pertama, makan adalah soal belajar, bukan soal gizi. Bayi yang menjilat sendok, meremas wortel, lalu tersenyum kepada Anda sedang melakukan persis apa yang seharusnya.</blockquote>
<p>Refleks seperti mau muntah atau <em>gagging</em> sering terjadi dan wajar saat bayi belajar makan; suaranya ramai dan terlihat dramatis, tetapi itu adalah refleks pelindung. Tersedak justru biasanya terjadi tanpa suara. Jika Anda cemas, mengikuti pelatihan pertolongan pertama pada bayi adalah investasi yang sangat baik. Yang terpenting, tetap santai, makanlah bersama bila memungkinkan, dan biarkan bayi menentukan temponya sendiri.</p>`,
    category: 'nutrition',
    author: 'hannah',
    tags: ['solid-foods', 'mpasi'],
    ageGroups: ['6-12-months'],
    readTime: 3,
    isFeatured: true,
    isEditorsPick: false,
    daysAgo: 9,
    hue: 32,
  },
  {
    key: 'breastfeeding-first-weeks',
    language: 'en',
    title: 'Breastfeeding in the First Weeks: What Helps',
    slug: 'breastfeeding-in-the-first-weeks',
    excerpt:
      'Feeding often, a comfortable latch and knowing the signs that your baby is getting enough: a practical guide to the early weeks of breastfeeding.',
    content: `<p>Breastfeeding is natural, but that does not mean it comes easily. For many mothers the first weeks are a steep learning curve, with sore moments, long evenings of cluster feeding and plenty of doubt. Knowing what is normal, and when to ask for help, makes a real difference.</p>
<h2>Feed early and often</h2>
<p>In the first days your body makes colostrum, a small amount of thick, yellowish milk that is packed with antibodies. It is exactly enough for your newborn's tiny stomach. Putting your baby to the breast soon after birth, and then whenever they show hunger cues, helps your milk supply build. Most newborns feed <strong>eight to twelve times in 24 hours</strong>, sometimes more. Early hunger cues include rooting, turning the head, sucking on hands and smacking lips; crying is a late sign.</p>
<h2>A comfortable latch</h2>
<p>A good latch protects your nipples and helps your baby get milk efficiently. Hold your baby close, tummy to tummy, with their nose opposite your nipple. Wait for a wide-open mouth, then bring your baby to the breast so they take in a large mouthful of the areola, more below the nipple than above. Their chin should touch your breast and their lips should be turned outwards. Some tenderness at the start of a feed is common in the first days, but pain that lasts throughout a feed, or cracked and bleeding nipples, means something needs adjusting. Gently break the suction with a clean finger and try again.</p>
<h2>Is my baby getting enough?</h2>
<p>This is the question every breastfeeding parent asks. Reassuring signs include:</p>
<ul>
<li>At least six wet nappies a day from around day five or six, and regular yellow stools.</li>
<li>You can hear or see your baby swallowing during feeds.</li>
<li>Your baby seems content after most feeds and is alert when awake.</li>
<li>Your baby is back to birth weight by around two weeks and then gains steadily.</li>
</ul>
<p>Contact your midwife, nurse or doctor promptly if your baby is very sleepy and hard to wake for feeds, has few wet nappies or looks increasingly yellow, or if you have a hot, red, painful area on your breast with a fever.</p>
<h2>Look after the person doing the feeding</h2>
<p>Keep a glass of water and a snack wherever you usually feed. Rest when you can, and let others take over everything that is not feeding: nappies, burping, bathing, cooking and visitors. Cluster feeding in the evenings, when a baby feeds again and again for a few hours, is normal and does not mean your milk is running out.</p>
<blockquote>Every feed is practice, for you and for your baby. It really does get easier, often in the space of a few weeks.</blockquote>
<h2>Where to find support</h2>
<p>The <a href="https://www.who.int/health-topics/breastfeeding">WHO</a> and <a href="https://www.unicef.org/parenting">UNICEF</a> recommend exclusive breastfeeding for the first six months and continued breastfeeding, alongside other foods, up to two years or beyond. Reaching those goals is much easier with support. A lactation consultant, a breastfeeding counsellor or a local peer support group can help with latch, supply and pumping. And whatever your feeding journey looks like, a fed, loved baby and a supported parent are what matter most.</p>`,
    category: 'nutrition',
    author: 'hannah',
    tags: ['breastfeeding', 'self-care'],
    ageGroups: ['0-6-months'],
    readTime: 3,
    isFeatured: false,
    isEditorsPick: false,
    daysAgo: 101,
    hue: 12,
  },
  {
    key: 'breastfeeding-first-weeks-id',
    language: 'id',
    translationOf: 'breastfeeding-first-weeks',
    title: 'Menyusui di Minggu-Minggu Pertama: Apa yang Membantu',
    slug: 'menyusui-di-minggu-minggu-pertama',
    excerpt:
      'Menyusui sesering mungkin, pelekatan yang nyaman, dan tanda-tanda bahwa bayi mendapat cukup ASI: panduan praktis untuk minggu-minggu awal menyusui.',
    content: `<p>Menyusui itu alami, tetapi bukan berarti selalu mudah. Bagi banyak ibu, minggu-minggu pertama adalah masa belajar yang berat, dengan puting yang lecet, malam-malam panjang saat bayi ingin menyusu terus-menerus, dan banyak keraguan. Mengetahui apa yang wajar, dan kapan harus meminta bantuan, membuat perbedaan besar.</p>
<h2>Susui sedini dan sesering mungkin</h2>
<p>Pada hari-hari pertama, tubuh Anda menghasilkan kolostrum, yaitu ASI pertama yang kental, berwarna kekuningan, dan kaya antibodi. Jumlahnya sedikit, tetapi pas untuk lambung bayi baru lahir yang masih sangat kecil. Inisiasi menyusu dini segera setelah lahir, lalu menyusui setiap kali bayi menunjukkan tanda lapar, membantu produksi ASI meningkat. Kebanyakan bayi baru lahir menyusu <strong>delapan sampai dua belas kali dalam 24 jam</strong>, kadang lebih. Tanda lapar awal antara lain mencari-cari puting, menoleh, mengisap tangan, dan mengecap-ngecapkan bibir; menangis adalah tanda lapar yang sudah terlambat.</p>
<h2>Pelekatan yang nyaman</h2>
<p>Pelekatan yang baik melindungi puting Anda dan membantu bayi mendapatkan ASI dengan efisien. Dekap bayi dengan perutnya menempel ke perut Anda dan hidungnya sejajar dengan puting. Tunggu sampai mulutnya terbuka lebar, lalu dekatkan bayi ke payudara agar ia memasukkan sebagian besar areola ke mulutnya, lebih banyak bagian bawah daripada bagian atas. Dagunya menempel pada payudara dan bibirnya terlipat keluar. Sedikit nyeri di awal menyusu cukup umum pada hari-hari pertama, tetapi nyeri yang berlangsung sepanjang menyusui, atau puting yang lecet dan berdarah, berarti ada yang perlu diperbaiki. Lepaskan isapan bayi dengan lembut menggunakan jari yang bersih, lalu coba lagi.</p>
<h2>Apakah ASI saya cukup?</h2>
<p>Ini pertanyaan yang diajukan setiap ibu menyusui. Tanda-tanda yang menenangkan antara lain:</p>
<ul>
<li>Minimal enam popok basah sehari mulai sekitar hari kelima atau keenam, serta BAB berwarna kuning secara teratur.</li>
<li>Anda bisa mendengar atau melihat bayi menelan saat menyusu.</li>
<li>Bayi tampak puas setelah sebagian besar sesi menyusu dan aktif saat terjaga.</li>
<li>Berat badan bayi kembali ke berat lahir sekitar usia dua minggu, lalu naik dengan stabil.</li>
</ul>
<p>Segera hubungi bidan, perawat, atau dokter jika bayi sangat mengantuk dan sulit dibangunkan untuk menyusu, popok basahnya sedikit, kulitnya tampak makin kuning, atau jika ada bagian payudara Anda yang panas, merah, dan nyeri disertai demam.</p>
<h2>Rawat juga diri Anda</h2>
<p>Siapkan segelas air dan camilan di tempat Anda biasa menyusui. Beristirahatlah jika bisa, dan biarkan orang lain mengambil alih semua hal selain menyusui: mengganti popok, menyendawakan, memandikan, memasak, dan menemui tamu. Bayi yang menyusu berkali-kali selama beberapa jam di sore atau malam hari (<em>cluster feeding</em>) itu wajar dan bukan berarti ASI Anda habis.</p>
<blockquote>Setiap sesi menyusui adalah latihan, bagi Anda dan bagi bayi. Semuanya benar-benar akan menjadi lebih mudah, sering kali hanya dalam beberapa minggu.</blockquote>
<h2>Di mana mencari dukungan</h2>
<p><a href="https://www.who.int/health-topics/breastfeeding">WHO</a> dan <a href="https://www.unicef.org/parenting">UNICEF</a> merekomendasikan ASI eksklusif selama enam bulan pertama, lalu melanjutkan menyusui bersama makanan lain hingga usia dua tahun atau lebih. Target itu jauh lebih mudah dicapai dengan dukungan. Konselor laktasi, konsultan laktasi, atau kelompok pendukung ASI di sekitar Anda dapat membantu soal pelekatan, produksi ASI, dan memerah ASI. Dan bagaimanapun perjalanan menyusui Anda, bayi yang kenyang dan disayangi serta orang tua yang didukung adalah hal yang paling penting.</p>`,
    category: 'nutrition',
    author: 'hannah',
    tags: ['breastfeeding', 'self-care'],
    ageGroups: ['0-6-months'],
    readTime: 3,
    isFeatured: false,
    isEditorsPick: false,
    daysAgo: 99,
    hue: 12,
  },
  {
    key: 'picky-eating',
    language: 'en',
    title: 'Picky Eating in Toddlers: Why It Happens and What Helps',
    slug: 'picky-eating-in-toddlers',
    excerpt:
      'From spinach-lover to plain-rice-only overnight? Fussy eating is a normal toddler phase. A calm, pressure-free approach helps it pass sooner.',
    content: `<p>The baby who happily ate mashed spinach is now a toddler who will only eat plain rice and bananas. If this sounds familiar, rest assured that picky eating is one of the most common phases of early childhood, and in most cases it passes on its own.</p>
<h2>Why toddlers get fussy</h2>
<p>After the rapid growth of the first year, growth slows down in the second, and so does appetite. At the same time toddlers become wary of new foods, a normal developmental stage sometimes called food neophobia, which may once have protected young children from eating something dangerous. Add a strong new drive for independence, and the table becomes a place where a toddler can practise saying no.</p>
<h2>Share the job</h2>
<p>A helpful way to think about feeding is to divide the responsibilities. <strong>You decide what food is offered, when and where.</strong> <strong>Your child decides whether to eat and how much.</strong> This takes the fight out of meals. Your job is not to get a certain amount of food into your child; it is to offer balanced food regularly in a pleasant setting.</p>
<h2>What helps</h2>
<ul>
<li><strong>Offer new foods alongside familiar ones.</strong> Put a small amount of the new food next to something your child already likes, so there is always something safe on the plate.</li>
<li><strong>Expect repetition.</strong> Many children need to see, touch and taste a new food ten to fifteen times before accepting it. A rejected food is not a failed food.</li>
<li><strong>Eat together.</strong> Children learn by watching. Seeing you enjoy vegetables is more persuasive than any speech about them.</li>
<li><strong>Keep portions small.</strong> A toddler portion is roughly a quarter of an adult one. A small amount they can finish feels better than a mountain.</li>
<li><strong>Have a rhythm.</strong> Three meals and two snacks at fairly regular times, with water in between, means children come to the table hungry.</li>
<li><strong>Watch the milk.</strong> Over the age of one, large amounts of milk can fill a small stomach. Around 350 to 500 ml a day is plenty for most toddlers, alongside food.</li>
</ul>
<h2>What to avoid</h2>
<p>Pressure tends to backfire. Bribes ("one more bite and you get dessert"), praise for finishing the plate and hiding vegetables as a trick can all make children more suspicious of food. Try to stay neutral: if your child does not eat, calmly clear the plate and offer food again at the next planned meal or snack, rather than cooking a separate meal on request.</p>
<blockquote>Think of picky eating in weeks, not meals. What your child eats across a week is usually far more balanced than any single dinner suggests.</blockquote>
<h2>When to seek advice</h2>
<p>Talk to your doctor or a nutritionist if your child is losing weight or falling away from their growth curve, eats fewer than about twenty foods in total, often gags or vomits with food, or if mealtimes cause serious distress. Growth charts such as the <a href="https://www.who.int/tools/child-growth-standards">WHO Child Growth Standards</a> help your health worker see whether your child is growing as expected, which is often the most reassuring answer of all.</p>`,
    category: 'nutrition',
    author: 'hannah',
    tags: ['solid-foods', 'toddler-tantrums', 'routine'],
    ageGroups: ['1-2-years', '2-3-years'],
    readTime: 3,
    isFeatured: false,
    isEditorsPick: true,
    daysAgo: 45,
    hue: 48,
  },
  {
    key: 'menu-mpasi-rumahan',
    language: 'id',
    title: 'Ide Menu MPASI Rumahan untuk Bayi 6-8 Bulan',
    slug: 'ide-menu-mpasi-rumahan-6-8-bulan',
    excerpt:
      'MPASI bergizi tidak harus mahal. Prinsip menu lengkap, tekstur dan porsi sesuai usia, serta contoh menu satu hari dari bahan-bahan di pasar dekat rumah.',
    content: `<p>Memasuki usia enam bulan, ASI saja tidak lagi cukup untuk memenuhi kebutuhan energi dan zat besi si Kecil. Inilah saatnya memulai makanan pendamping ASI (MPASI). Kabar baiknya, MPASI yang bergizi tidak harus mahal atau rumit. Bahan-bahan dari pasar dekat rumah sudah lebih dari cukup.</p>
<h2>Prinsip dasar MPASI</h2>
<p><a href="https://www.who.int/news-room/fact-sheets/detail/infant-and-young-child-feeding">WHO</a> dan <a href="https://www.idai.or.id/">Ikatan Dokter Anak Indonesia (IDAI)</a> menekankan bahwa MPASI harus tepat waktu, memadai, aman, dan diberikan dengan cara yang responsif terhadap tanda lapar dan kenyang bayi. Dalam praktik sehari-hari, artinya:</p>
<ul>
<li><strong>Lengkap gizinya.</strong> Setiap kali makan, usahakan ada sumber karbohidrat (nasi, kentang, ubi), protein hewani (telur, ikan, ayam, hati ayam, daging), protein nabati (tahu, tempe, kacang-kacangan), serta sayur atau buah. Pola ini sering disebut menu "4 bintang".</li>
<li><strong>Utamakan protein hewani.</strong> Telur, ikan, hati ayam, dan daging kaya zat besi dan seng yang penting untuk pertumbuhan, serta membantu mencegah anemia dan <em>stunting</em>.</li>
<li><strong>Tambahkan lemak.</strong> Sedikit minyak, mentega, atau santan membuat MPASI lebih padat energi, karena lambung bayi masih kecil.</li>
<li><strong>Tanpa tambahan gula, dan batasi garam.</strong> Rasa bisa didapat dari bawang merah, bawang putih, daun salam, atau kaldu buatan sendiri.</li>
</ul>
<h2>Tekstur dan porsi sesuai usia</h2>
<p>Pada usia 6 bulan, mulailah dengan makanan yang dilumatkan atau disaring hingga halus tetapi kental, tidak encer. Seiring waktu, teksturnya dibuat makin kasar: dicincang halus, lalu dicincang kasar, hingga makanan yang bisa digenggam sendiri (<em>finger food</em>) sekitar usia 8-9 bulan. Pada usia 6-8 bulan, berikan 2-3 kali makan utama sehari. Mulailah dengan 2-3 sendok makan setiap kali makan, lalu tingkatkan perlahan hingga sekitar setengah mangkuk kecil (kira-kira 125 ml), ditambah 1-2 kali camilan bila si Kecil tampak masih lapar. ASI tetap diberikan sesering yang ia mau.</p>
<h2>Contoh menu satu hari (usia 7-8 bulan)</h2>
<ol>
<li><strong>Pagi:</strong> bubur nasi saring dengan hati ayam, tahu, dan wortel, ditambah sedikit mentega.</li>
<li><strong>Camilan:</strong> pisang kerok atau alpukat yang dilumatkan.</li>
<li><strong>Siang:</strong> nasi tim dengan ikan kembung atau ikan nila, tempe, dan bayam, dimasak dengan sedikit minyak.</li>
<li><strong>Sore:</strong> bubur kentang dengan telur rebus yang dilumatkan dan labu siam.</li>
</ol>
<p>Variasikan lauk setiap hari. Telur dan ikan boleh diperkenalkan sejak awal MPASI; tidak perlu ditunda karena takut alergi, kecuali dokter menyarankan lain.</p>
<blockquote>Bayi sering butuh belasan kali mencoba sebelum menyukai rasa baru. Jika hari ini ditolak, tawarkan lagi di hari lain dengan santai.</blockquote>
<h2>Keamanan dan kebersihan</h2>
<p>Cuci tangan dan peralatan sebelum menyiapkan makanan, masak telur, ikan, dan daging hingga matang sempurna, dan buang sisa makanan yang sudah tercampur air liur. Jangan memberikan madu sebelum usia satu tahun. Dudukkan si Kecil tegak saat makan dan selalu dampingi. Pantau berat dan panjang badannya di posyandu atau klinik setiap bulan, agar Anda tahu apakah MPASI yang diberikan sudah mencukupi kebutuhannya.</p>`,
    category: 'nutrition',
    author: 'siti',
    tags: ['mpasi', 'solid-foods'],
    ageGroups: ['6-12-months'],
    readTime: 3,
    isFeatured: true,
    isEditorsPick: false,
    daysAgo: 7,
    hue: 95,
  },
  // -------------------------------------------------------------------------------------------
  // Development
  // -------------------------------------------------------------------------------------------
  {
    key: 'milestones-first-year',
    language: 'en',
    title: 'Baby Milestones in the First Year: A Flexible Map',
    slug: 'baby-milestones-in-the-first-year',
    excerpt:
      'Smiles, rolling, babbling and first steps: what to expect in the first twelve months, how to support each stage, and when to talk to a professional.',
    content: `<p>Every parent knows the pull of comparison: the baby in the next pram already sits up, your friend's daughter waved at nine months, and yours is still mostly interested in her own feet. Milestones are useful, but they are a map with wide roads, not a timetable. Children develop at different paces, and the range of normal is broad.</p>
<h2>What milestones are for</h2>
<p>Milestones are skills that most children reach by a certain age, in how they move, communicate, play and relate to others. The <a href="https://www.cdc.gov/act-early/milestones/index.html">CDC milestone checklists</a> list skills that around three in four children show by each age, so that a child who has not reached one gets a timely check rather than a "wait and see". A missed milestone is a reason for a conversation with your doctor, not a diagnosis.</p>
<h2>A rough guide to the first year</h2>
<ul>
<li><strong>Around 2 months:</strong> smiles at you, looks at faces, makes cooing sounds, holds the head up briefly during tummy time.</li>
<li><strong>Around 4 months:</strong> chuckles, brings hands to mouth, holds the head steady without support, pushes up on forearms on the tummy.</li>
<li><strong>Around 6 months:</strong> knows familiar people, takes turns making sounds with you, rolls from tummy to back, reaches for toys.</li>
<li><strong>Around 9 months:</strong> may be shy or clingy with strangers, babbles strings like "mamama" or "bababa", sits without support, looks for objects you hide.</li>
<li><strong>Around 12 months:</strong> waves bye-bye, plays simple games such as peekaboo, pulls up to stand, may walk holding on to furniture, and may say a first word such as "mama" or "dada".</li>
</ul>
<p>Babies born prematurely are usually assessed by their corrected age, counted from their due date, for the first two years.</p>
<h2>How you can support development</h2>
<p>You do not need special toys or classes. Babies learn through everyday moments with the people who love them:</p>
<ol>
<li><strong>Talk and respond.</strong> Narrate what you are doing and answer your baby's coos and babbles as if you are having a conversation. You are.</li>
<li><strong>Give floor time.</strong> Time on a safe mat, on the tummy and on the back, builds strength for rolling, sitting and crawling.</li>
<li><strong>Read and sing.</strong> Books, rhymes and songs build language long before your baby understands the words.</li>
<li><strong>Follow their interest.</strong> If your baby is fascinated by a spoon, let the spoon be the lesson.</li>
</ol>
<blockquote>Development is not a race. The goal is not to reach every milestone early, but to notice, enjoy and support each new step.</blockquote>
<h2>When to talk to a professional</h2>
<p>Trust your instincts. Speak to your doctor or nurse if your baby is not reaching several milestones for their age, does not respond to sounds or follow things with their eyes, seems very stiff or very floppy, or, most importantly, <strong>loses skills they once had</strong>. Early support works best, and asking early never wastes anyone's time. Free tools such as the <a href="https://www.cdc.gov/act-early/milestones-app/index.html">CDC Milestone Tracker app</a> can help you keep notes to bring to check-ups.</p>`,
    category: 'development',
    author: 'dimas',
    tags: ['milestones', 'reading'],
    ageGroups: ['0-6-months', '6-12-months'],
    readTime: 3,
    isFeatured: true,
    isEditorsPick: false,
    daysAgo: 58,
    hue: 160,
  },
  {
    key: 'milestones-first-year-id',
    language: 'id',
    translationOf: 'milestones-first-year',
    title: 'Tonggak Perkembangan Bayi di Tahun Pertama: Peta yang Fleksibel',
    slug: 'tonggak-perkembangan-bayi-tahun-pertama',
    excerpt:
      'Tersenyum, berguling, mengoceh, hingga langkah pertama: apa yang bisa diharapkan dalam dua belas bulan pertama, cara mendukungnya, dan kapan perlu berkonsultasi.',
    content: `<p>Setiap orang tua pasti pernah tergoda membandingkan: bayi tetangga sudah bisa duduk, anak teman sudah melambaikan tangan di usia sembilan bulan, sementara si Kecil masih asyik memperhatikan kakinya sendiri. Tonggak perkembangan memang berguna, tetapi ia adalah peta dengan jalan yang lebar, bukan jadwal yang kaku. Setiap anak berkembang dengan kecepatannya sendiri, dan rentang normalnya cukup luas.</p>
<h2>Untuk apa tonggak perkembangan?</h2>
<p>Tonggak perkembangan adalah kemampuan yang dicapai oleh sebagian besar anak pada usia tertentu, dalam hal bergerak, berkomunikasi, bermain, dan berinteraksi dengan orang lain. <a href="https://www.cdc.gov/act-early/milestones/index.html">Daftar tonggak perkembangan CDC</a> memuat kemampuan yang sudah ditunjukkan oleh sekitar tiga dari empat anak pada setiap usia, sehingga anak yang belum mencapainya bisa segera diperiksa, alih-alih "ditunggu saja". Tonggak yang belum tercapai adalah alasan untuk berdiskusi dengan dokter, bukan sebuah diagnosis.</p>
<h2>Gambaran kasar tahun pertama</h2>
<ul>
<li><strong>Sekitar 2 bulan:</strong> tersenyum kepada Anda, memperhatikan wajah, mengeluarkan suara "ooo" dan "aaa", mengangkat kepala sebentar saat tengkurap.</li>
<li><strong>Sekitar 4 bulan:</strong> tertawa kecil, memasukkan tangan ke mulut, menahan kepala dengan stabil tanpa disangga, bertumpu pada lengan bawah saat tengkurap.</li>
<li><strong>Sekitar 6 bulan:</strong> mengenali orang-orang terdekatnya, bergantian "mengobrol" dengan Anda, berguling dari tengkurap ke telentang, meraih mainan.</li>
<li><strong>Sekitar 9 bulan:</strong> mungkin malu atau menempel pada Anda saat bertemu orang asing, mengoceh "mamama" atau "bababa", duduk tanpa sandaran, mencari benda yang Anda sembunyikan.</li>
<li><strong>Sekitar 12 bulan:</strong> melambaikan tangan "dadah", bermain cilukba, menarik badan untuk berdiri, mungkin melangkah sambil berpegangan pada perabot, dan mungkin mengucapkan kata pertama seperti "mama" atau "papa".</li>
</ul>
<p>Bayi yang lahir prematur biasanya dinilai berdasarkan usia koreksi, yang dihitung dari tanggal perkiraan lahirnya, selama dua tahun pertama.</p>
<h2>Cara mendukung perkembangan</h2>
<p>Anda tidak memerlukan mainan khusus atau kelas yang mahal. Bayi belajar lewat momen sehari-hari bersama orang-orang yang menyayanginya:</p>
<ol>
<li><strong>Ajak bicara dan tanggapi.</strong> Ceritakan apa yang sedang Anda lakukan, dan tanggapi ocehan bayi seolah-olah kalian sedang mengobrol. Karena memang begitulah adanya.</li>
<li><strong>Beri waktu di lantai.</strong> Bermain di alas yang aman, dalam posisi tengkurap maupun telentang, membangun kekuatan untuk berguling, duduk, dan merangkak.</li>
<li><strong>Bacakan buku dan bernyanyilah.</strong> Buku, sajak, dan lagu membangun kemampuan bahasa jauh sebelum bayi memahami kata-katanya.</li>
<li><strong>Ikuti minatnya.</strong> Jika bayi terpesona pada sendok, biarkan sendok itu menjadi pelajarannya.</li>
</ol>
<blockquote>Perkembangan bukanlah perlombaan. Tujuannya bukan mencapai setiap tonggak lebih cepat, melainkan memperhatikan, menikmati, dan mendukung setiap langkah barunya.</blockquote>
<h2>Kapan perlu berkonsultasi</h2>
<p>Percayai naluri Anda. Bicarakan dengan dokter atau perawat jika bayi belum mencapai beberapa tonggak perkembangan untuk usianya, tidak bereaksi terhadap suara atau tidak mengikuti benda dengan matanya, tubuhnya tampak sangat kaku atau sangat lemas, atau yang paling penting, <strong>kehilangan kemampuan yang sebelumnya sudah ia kuasai</strong>. Dukungan sejak dini memberi hasil terbaik, dan bertanya lebih awal tidak pernah membuang waktu siapa pun. Di Indonesia, pemantauan tumbuh kembang juga bisa dilakukan di posyandu dan dicatat di buku KIA, sementara aplikasi gratis seperti <a href="https://www.cdc.gov/act-early/milestones-app/index.html">CDC Milestone Tracker</a> membantu Anda mencatat hal-hal yang ingin ditanyakan saat kontrol.</p>`,
    category: 'development',
    author: 'dimas',
    tags: ['milestones', 'reading'],
    ageGroups: ['0-6-months', '6-12-months'],
    readTime: 3,
    isFeatured: false,
    isEditorsPick: false,
    daysAgo: 55,
    hue: 160,
  },
  {
    key: 'tummy-time',
    language: 'en',
    title: 'Tummy Time Without Tears',
    slug: 'tummy-time-without-tears',
    excerpt:
      'Tummy time builds the strength your baby needs for rolling, sitting and crawling. Small, frequent sessions and a few tricks make it far more enjoyable.',
    content: `<p>Tummy time, the awake and supervised time your baby spends lying on their front, builds the neck, shoulder, arm and core strength they will need for rolling, sitting and crawling. It also helps prevent flat spots on the back of the head, which have become more common since babies began sleeping on their backs (which remains the safe way to sleep). The trouble is that many babies complain loudly about it. Here is how to make it easier for both of you.</p>
<h2>Start early, start small</h2>
<p>Healthy full-term babies can start tummy time in their first days at home. In the beginning, a minute or two at a time, a few times a day, is plenty. Build up gradually as your baby gets stronger. The <a href="https://www.who.int/publications/i/item/9789241550536">WHO guidelines on physical activity, sedentary behaviour and sleep for children under five</a> suggest that babies who are not yet mobile get at least 30 minutes of tummy time spread across the day, and that total can be made up of many short sessions.</p>
<h2>Ways to make it more fun</h2>
<ul>
<li><strong>Chest to chest.</strong> Lie back on a sofa or bed, with your baby on your chest. Your face is the most interesting toy there is.</li>
<li><strong>Across your lap.</strong> Lay your baby tummy-down across your knees and gently pat or rub their back.</li>
<li><strong>Get down to their level.</strong> Lie on the floor facing your baby, so they lift their head to look at you.</li>
<li><strong>Use a rolled towel.</strong> A small rolled towel under the chest and armpits gives a little lift and makes it easier to look around.</li>
<li><strong>Add something to look at.</strong> A baby-safe mirror, a high-contrast card or a favourite toy placed just in front of them.</li>
</ul>
<h2>Timing</h2>
<p>Choose a time when your baby is awake, alert and neither too hungry nor too full. Straight after a feed often leads to spit-ups, so try it after a nappy change or a nap instead. Make it part of your daily routine, for example after every nappy change, so you do not have to remember it separately.</p>
<blockquote>A few grumbles are fine. When grumbles turn into real crying, roll your baby over, have a cuddle and try again later. Little and often beats long and miserable.</blockquote>
<h2>Safety reminders</h2>
<ol>
<li>Tummy time is for when your baby is <strong>awake and watched</strong>. If they fall asleep, turn them onto their back and move them to their cot.</li>
<li>Use a firm, flat surface such as a play mat on the floor, not a soft bed or pillow.</li>
<li>Keep an eye on siblings and pets around a baby on the floor.</li>
</ol>
<h2>When to ask for advice</h2>
<p>Talk to your nurse or doctor if your baby always turns their head to the same side, develops a noticeable flat spot, or still cannot lift their head during tummy time by around three to four months. Often a few simple changes in positioning help, and the earlier they start, the better they work.</p>`,
    category: 'development',
    author: 'siti',
    tags: ['milestones', 'routine'],
    ageGroups: ['0-6-months'],
    readTime: 3,
    isFeatured: false,
    isEditorsPick: false,
    daysAgo: 118,
    hue: 180,
  },
  {
    key: 'first-words',
    language: 'en',
    title: 'From Babble to First Words: Supporting Early Language',
    slug: 'from-babble-to-first-words',
    excerpt:
      'Language grows through thousands of small back-and-forth moments. Everyday ways to help your child talk, including in a home with two languages.',
    content: `<p>Long before your child says their first word, they are working hard on language. They listen to the rhythm of your voice, watch your mouth, experiment with sounds and learn that communication is a two-way street. First words usually arrive somewhere around the first birthday, but the foundations are laid from birth.</p>
<h2>How language grows</h2>
<p>In the first months, babies coo and gurgle. By around six months, most are babbling, playing with sounds like "ba" and "da". Between nine and twelve months babbling becomes more speech-like, with rising and falling tones that sound remarkably like sentences. Around twelve months, many children say a first word, often a name for a parent, a pet or a favourite thing. Understanding comes first: your toddler will understand far more words than they can say.</p>
<h2>Serve and return</h2>
<p>Researchers describe the back-and-forth between a baby and a caregiver as "serve and return". Your baby serves with a sound, a look or a point; you return by responding, naming, smiling or copying. These simple exchanges, repeated thousands of times, are one of the most powerful ways to build the brain's language pathways, and <a href="https://www.unicef.org/parenting/child-development">UNICEF</a> highlights them as a cornerstone of early development.</p>
<h2>Everyday ways to help</h2>
<ul>
<li><strong>Narrate your day.</strong> "Now we are washing your hands. The water is cold! Let's dry them with the towel."</li>
<li><strong>Pause and wait.</strong> After you speak, leave a gap so your baby can take a turn, even if their turn is a squeal.</li>
<li><strong>Expand on their words.</strong> If your toddler says "car", you can say "Yes, a red car! The car is going fast."</li>
<li><strong>Read together every day.</strong> Point at pictures, name things and let your child turn the pages.</li>
<li><strong>Sing songs and rhymes</strong>, especially ones with actions. Repetition helps children predict what comes next and join in.</li>
<li><strong>Turn off background TV.</strong> Constant background noise reduces how much adults talk to children and makes it harder for little ones to tune in.</li>
</ul>
<h2>Growing up with two languages</h2>
<p>Many families in Indonesia speak two or more languages at home, for example Indonesian and a regional language, or Indonesian and English. Bilingual children learn both languages well. They may mix words from both for a while, which is a normal part of the process, not a sign of confusion. Speak the language you are most fluent and comfortable in, so your child hears rich, natural speech.</p>
<blockquote>You do not need flashcards. The most powerful language tool your child has is a grown-up who listens and talks back.</blockquote>
<h2>When to check</h2>
<p>Talk to your doctor if your baby is not babbling by around nine months, does not respond to their name or to sounds by twelve months, is not saying any words by around sixteen to eighteen months, or loses words they used before. A hearing test is often the first step, and it is quick and painless.</p>`,
    category: 'development',
    author: 'dimas',
    tags: ['milestones', 'reading'],
    ageGroups: ['6-12-months', '1-2-years'],
    readTime: 3,
    isFeatured: false,
    isEditorsPick: false,
    daysAgo: 37,
    hue: 140,
  },
  // -------------------------------------------------------------------------------------------
  // Health
  // -------------------------------------------------------------------------------------------
  {
    key: 'vaccination-visits',
    language: 'en',
    title: 'Vaccination Visits: What to Expect and How to Comfort Your Baby',
    slug: 'vaccination-visits-what-to-expect',
    excerpt:
      'How to prepare for vaccination day, simple ways to soothe your baby during the injection, and which reactions afterwards are normal.',
    content: `<p>Vaccines are one of the safest and most effective ways to protect your child against serious diseases such as measles, whooping cough, polio and pneumonia. Still, few parents enjoy watching their baby get an injection. Knowing what to expect, and having a few comfort tricks ready, can make the visit easier for everyone.</p>
<h2>Know the schedule</h2>
<p>Most vaccines are given in the first two years, in several doses, because that is when young children are most vulnerable. Your clinic will follow your national schedule; in Indonesia, the <a href="https://www.idai.or.id/">Indonesian Paediatric Society (IDAI)</a> publishes a recommended immunisation schedule for children aged 0 to 18 years. The <a href="https://www.who.int/health-topics/vaccines-and-immunization">World Health Organization</a> explains how vaccines work and why giving them on time matters. Keep your child's vaccination record in a safe place and bring it to every visit. If you miss a dose, do not panic: ask about catching up, as there is usually no need to start again.</p>
<h2>Before the visit</h2>
<ul>
<li>Dress your baby in clothes that make it easy to reach the thigh or upper arm.</li>
<li>Bring a favourite blanket or toy, and be ready to feed.</li>
<li>Write down any questions, and mention if your baby is unwell or has reacted to a previous vaccine.</li>
<li>A mild cold is usually not a reason to delay. Your nurse or doctor will check.</li>
</ul>
<h2>During the injection</h2>
<p>Your calm presence is the best comfort. Hold your baby upright on your lap in a snug hug, rather than lying them on the table. Breastfeeding during and right after the injection is one of the most effective ways to soothe a baby: the closeness, the sucking and the taste all help. If you are not breastfeeding, a bottle, a dummy or skin-to-skin contact can help too. For older babies and toddlers, distraction works wonders: sing a song, blow bubbles or point out something interesting in the room.</p>
<blockquote>It is fine to tell a toddler honestly that it will feel like a quick pinch. Promising it will not hurt can make the next visit harder.</blockquote>
<h2>After the visit</h2>
<p>Common, mild reactions usually appear within a day or two and pass quickly:</p>
<ol>
<li>Redness, swelling or tenderness where the injection was given.</li>
<li>A mild fever.</li>
<li>Being sleepier or fussier than usual.</li>
</ol>
<p>Offer extra feeds and cuddles, and dress your baby in light clothing. Ask your doctor whether to give paracetamol, and how much, if your baby seems uncomfortable; the dose depends on your baby's weight. Seek medical help promptly if a baby under three months has a temperature of 38°C or higher, if an older baby has a high fever, or if your baby cries inconsolably for more than three hours, seems floppy or unusually unresponsive, or shows signs of an allergic reaction such as swelling of the face or difficulty breathing. Serious reactions are rare, and clinic staff are trained to handle them, which is why you are often asked to wait a short while after the injection.</p>`,
    category: 'health',
    author: 'siti',
    tags: ['vaccines', 'breastfeeding'],
    ageGroups: ['0-6-months', '6-12-months'],
    readTime: 3,
    isFeatured: false,
    isEditorsPick: true,
    daysAgo: 83,
    hue: 350,
  },
  {
    key: 'vaccination-visits-id',
    language: 'id',
    translationOf: 'vaccination-visits',
    title: 'Saat Imunisasi: Apa yang Perlu Diketahui dan Cara Menenangkan Bayi',
    slug: 'saat-imunisasi-cara-menenangkan-bayi',
    excerpt:
      'Cara bersiap untuk hari imunisasi, cara sederhana menenangkan bayi saat disuntik, dan reaksi apa saja yang wajar setelahnya.',
    content: `<p>Vaksin adalah salah satu cara paling aman dan efektif untuk melindungi anak dari penyakit berat seperti campak, batuk rejan, polio, dan pneumonia. Meski begitu, hanya sedikit orang tua yang tega melihat bayinya disuntik. Mengetahui apa yang akan terjadi, dan menyiapkan beberapa cara untuk menenangkannya, bisa membuat kunjungan imunisasi lebih mudah bagi semua orang.</p>
<h2>Ketahui jadwalnya</h2>
<p>Sebagian besar vaksin diberikan dalam dua tahun pertama, dalam beberapa dosis, karena pada masa itulah anak paling rentan. Puskesmas, posyandu, atau dokter Anda akan mengikuti jadwal nasional; <a href="https://www.idai.or.id/">Ikatan Dokter Anak Indonesia (IDAI)</a> juga menerbitkan jadwal imunisasi yang direkomendasikan untuk anak usia 0 sampai 18 tahun. <a href="https://www.who.int/health-topics/vaccines-and-immunization">WHO</a> menjelaskan cara kerja vaksin dan mengapa pemberian tepat waktu itu penting. Simpan buku KIA atau catatan imunisasi anak di tempat yang aman dan bawalah setiap kali berkunjung. Jika ada dosis yang terlewat, jangan panik: tanyakan tentang imunisasi kejar, karena biasanya tidak perlu mengulang dari awal.</p>
<h2>Sebelum berangkat</h2>
<ul>
<li>Pakaikan baju yang memudahkan akses ke paha atau lengan atas.</li>
<li>Bawa selimut atau mainan kesayangannya, dan bersiaplah untuk menyusui.</li>
<li>Tuliskan pertanyaan Anda, dan beri tahu petugas jika bayi sedang sakit atau pernah mengalami reaksi setelah vaksin sebelumnya.</li>
<li>Pilek ringan biasanya bukan alasan untuk menunda. Perawat atau dokter akan memeriksanya terlebih dahulu.</li>
</ul>
<h2>Saat disuntik</h2>
<p>Kehadiran Anda yang tenang adalah penghibur terbaik. Pangku bayi dalam posisi tegak sambil didekap erat, alih-alih membaringkannya di meja periksa. Menyusui selama dan segera setelah penyuntikan adalah salah satu cara paling efektif untuk menenangkan bayi: kedekatan, gerakan mengisap, dan rasa ASI semuanya membantu. Jika Anda tidak menyusui, botol susu, empeng, atau kontak kulit ke kulit juga bisa membantu. Untuk bayi yang lebih besar dan balita, pengalihan perhatian sangat ampuh: bernyanyilah, tiup gelembung sabun, atau tunjukkan sesuatu yang menarik di ruangan.</p>
<blockquote>Tidak apa-apa berkata jujur kepada balita bahwa suntikannya akan terasa seperti dicubit sebentar. Berjanji bahwa tidak akan sakit justru bisa membuat kunjungan berikutnya lebih sulit.</blockquote>
<h2>Setelah imunisasi</h2>
<p>Reaksi ringan yang umum biasanya muncul dalam satu atau dua hari dan cepat hilang:</p>
<ol>
<li>Kemerahan, bengkak, atau nyeri di bekas suntikan.</li>
<li>Demam ringan.</li>
<li>Lebih mengantuk atau lebih rewel dari biasanya.</li>
</ol>
<p>Susui lebih sering, berikan banyak pelukan, dan pakaikan baju yang tipis. Tanyakan kepada dokter apakah perlu memberi parasetamol dan berapa dosisnya jika bayi tampak tidak nyaman; dosisnya bergantung pada berat badan bayi. Segera cari pertolongan medis jika bayi berusia di bawah tiga bulan mengalami demam 38°C atau lebih, bayi yang lebih besar demam tinggi, atau bayi menangis tanpa bisa ditenangkan lebih dari tiga jam, tampak lemas atau tidak responsif, atau menunjukkan tanda reaksi alergi seperti bengkak di wajah atau sulit bernapas. Reaksi berat sangat jarang terjadi, dan petugas kesehatan terlatih untuk menanganinya, karena itulah Anda sering diminta menunggu sebentar setelah penyuntikan.</p>`,
    category: 'health',
    author: 'siti',
    tags: ['vaccines', 'breastfeeding'],
    ageGroups: ['0-6-months', '6-12-months'],
    readTime: 3,
    isFeatured: false,
    isEditorsPick: false,
    daysAgo: 80,
    hue: 350,
  },
  {
    key: 'teething-myths',
    language: 'en',
    title: 'Teething Without the Myths',
    slug: 'teething-without-the-myths',
    excerpt:
      'What teething really causes, what it does not, safe ways to soothe sore gums and how to care for those first little teeth.',
    content: `<p>Teething gets blamed for almost everything in the first two years: bad nights, runny noses, rashes, fevers and upset tummies. Some of that reputation is deserved, but some of it is not, and knowing the difference helps you spot when your baby needs more than a teething ring.</p>
<h2>When teeth arrive</h2>
<p>Most babies get their first tooth at around six months, but anywhere from four to fifteen months is normal, and a few babies are even born with one. Usually the two bottom front teeth come first, followed by the top front teeth. By around three years most children have all twenty baby teeth.</p>
<h2>Common signs</h2>
<ul>
<li>More drooling than usual, sometimes with a rash on the chin.</li>
<li>Chewing on hands, toys and anything within reach.</li>
<li>Red or swollen gums where a tooth is coming through.</li>
<li>Being more irritable or clingy for a few days, and sometimes sleeping less well.</li>
</ul>
<h2>What teething does not cause</h2>
<p>Teething may cause a slight rise in temperature, but it does <strong>not</strong> cause a true fever of 38°C or above, nor diarrhoea, vomiting or a bad cough. If your baby has these symptoms, an infection is a more likely cause, and you should treat them as you would at any other time, calling your doctor if you are worried. Blaming teeth can mean a genuine illness is missed.</p>
<h2>Safe ways to soothe</h2>
<ol>
<li><strong>Something to chew on.</strong> A clean, firm rubber teething ring, chilled in the fridge (not the freezer, as frozen rings can hurt gums).</li>
<li><strong>Gum massage.</strong> Rub your baby's gums gently with a clean finger.</li>
<li><strong>Cool foods</strong>, if your baby has started solids, such as chilled cucumber sticks or mashed fruit, always with you watching.</li>
<li><strong>Wipe away drool</strong> often and use a barrier cream to protect the skin on the chin.</li>
<li><strong>Extra comfort.</strong> Cuddles, distraction and patience go a long way. If your baby is clearly in pain, ask your doctor or pharmacist about a suitable pain reliever and the right dose for their weight.</li>
</ol>
<h2>What to avoid</h2>
<p>Amber teething necklaces and bracelets offer no proven benefit and carry a real risk of choking and strangulation. Teething gels containing benzocaine or lidocaine are not recommended for babies, as the <a href="https://www.healthychildren.org/English/ages-stages/baby/teething-tooth-care/Pages/default.aspx">American Academy of Pediatrics</a> explains. Avoid hard foods such as raw carrot chunks that could break off and cause choking.</p>
<blockquote>The first tooth is also the start of a new habit: brushing. It is never too early to make it part of the bedtime routine.</blockquote>
<h2>Caring for new teeth</h2>
<p>As soon as the first tooth appears, brush twice a day with a soft baby toothbrush and a smear of fluoride toothpaste no bigger than a grain of rice. Avoid putting your baby to bed with a bottle of milk or juice, which bathes the teeth in sugar overnight. A first visit to the dentist is recommended around the first birthday.</p>`,
    category: 'health',
    author: 'siti',
    tags: ['teething', 'sleep'],
    ageGroups: ['6-12-months', '1-2-years'],
    readTime: 3,
    isFeatured: false,
    isEditorsPick: false,
    daysAgo: 64,
    hue: 330,
  },
  {
    key: 'fever-guide',
    language: 'en',
    title: 'When Your Little One Has a Fever: A Practical Guide',
    slug: 'when-your-little-one-has-a-fever',
    excerpt:
      'Most fevers in young children are caused by common viruses and pass on their own. How to care for your child at home, and the signs that mean you should get help quickly.',
    content: `<p>Few things worry parents more than a hot, miserable child in the middle of the night. The good news is that most fevers in babies and toddlers are caused by common viral infections and get better on their own. A fever is not an illness in itself; it is a sign that the immune system is fighting back. What matters most is how your child looks and behaves.</p>
<h2>What counts as a fever</h2>
<p>In young children, a temperature of <strong>38°C or higher</strong> is considered a fever. A digital thermometer gives the most reliable reading. For babies, a reading under the armpit is safe and simple, though it can be slightly lower than the true temperature. Forehead strips and touching the skin are not accurate enough to rely on.</p>
<h2>When to get help straight away</h2>
<p>Seek medical care urgently if your child:</p>
<ul>
<li>is <strong>under three months old</strong> and has a temperature of 38°C or higher, even if they seem otherwise well;</li>
<li>is very drowsy, floppy or hard to wake, or has a cry that is unusual for them and cannot be soothed;</li>
<li>has difficulty breathing, is breathing very fast, or looks bluish around the lips;</li>
<li>has a rash that does not fade when you press a glass against it;</li>
<li>has a stiff neck, a seizure or a bulging soft spot on the head;</li>
<li>shows signs of dehydration: few or no wet nappies, a dry mouth, no tears when crying or sunken eyes.</li>
</ul>
<p>Also see a doctor if a fever lasts more than two to three days or keeps coming back, or if you simply feel that something is not right. You know your child best.</p>
<h2>Caring for your child at home</h2>
<ol>
<li><strong>Offer plenty of fluids.</strong> For babies, that means more breastfeeds or formula feeds; for toddlers, water and milk. Small, frequent sips are fine.</li>
<li><strong>Dress them lightly</strong> and keep the room comfortably cool. There is no need to wrap a feverish child in blankets to "sweat it out".</li>
<li><strong>Let them rest</strong>, but do not worry if they want to play. A child who plays when the fever comes down is a reassuring sign.</li>
<li><strong>Medicine for comfort.</strong> Paracetamol, or ibuprofen from six months, can help a child who is uncomfortable. Use the dose for your child's weight, ask your doctor or pharmacist if unsure, and never give aspirin to children.</li>
</ol>
<p>The goal of medicine is comfort, not bringing the number back to normal. Cold baths and sponging with alcohol are not recommended; they make children shiver and feel worse.</p>
<blockquote>Watch the child, not just the thermometer. A toddler at 39°C who is drinking and playing is often less worrying than one at 38°C who is limp and uninterested.</blockquote>
<h2>Fever after vaccines and while teething</h2>
<p>A mild fever for a day or two after some vaccinations is common and expected. Teething, on the other hand, does not cause a true fever, so look for another cause if your teething baby runs a temperature. In areas where dengue is common, including much of Indonesia, a fever that lasts more than two days deserves a visit to your doctor. For more guidance, the <a href="https://www.healthychildren.org/English/health-issues/conditions/fever/Pages/default.aspx">American Academy of Pediatrics</a> and <a href="https://www.idai.or.id/">IDAI</a> both offer trusted information for parents.</p>`,
    category: 'health',
    author: 'siti',
    tags: ['vaccines', 'teething'],
    ageGroups: ['6-12-months', '1-2-years'],
    readTime: 3,
    isFeatured: false,
    isEditorsPick: false,
    daysAgo: 27,
    hue: 10,
  },
  // -------------------------------------------------------------------------------------------
  // Play & Learning
  // -------------------------------------------------------------------------------------------
  {
    key: 'reading-to-babies',
    language: 'en',
    title: 'Why Reading to Your Baby Matters, Even Before They Understand',
    slug: 'why-reading-to-your-baby-matters',
    excerpt:
      'Sharing books from the first months builds language, attention and closeness. How to choose books by age and read with a baby who mostly wants to chew them.',
    content: `<p>Reading a book to someone who is trying to eat it can feel a little pointless. But sharing books with babies, from the very first months, is one of the simplest and most powerful things you can do for their development. The <a href="https://www.healthychildren.org/English/ages-stages/baby/Pages/default.aspx">American Academy of Pediatrics</a> encourages parents to read aloud to their children from infancy, and for good reason.</p>
<h2>What babies get from books</h2>
<ul>
<li><strong>Words, lots of them.</strong> Books contain words and sentence patterns that rarely come up in everyday chat. The more words babies hear, the richer their own vocabulary tends to become.</li>
<li><strong>Closeness.</strong> Sitting on your lap, hearing your voice and looking at pictures together is calming and builds your bond.</li>
<li><strong>Attention and curiosity.</strong> Babies learn to focus, look at details and anticipate what comes next.</li>
<li><strong>A lifelong habit.</strong> Children who are read to early tend to see books as a source of comfort and enjoyment.</li>
</ul>
<h2>Choosing books by age</h2>
<p><strong>0 to 6 months:</strong> Newborns see bold shapes and strong contrasts best, so black-and-white or brightly coloured picture books are ideal. At this age it is your voice that matters; you can even read aloud whatever you are reading yourself.</p>
<p><strong>6 to 12 months:</strong> Sturdy board books, cloth books and bath books that can survive chewing. Look for pictures of babies' faces, everyday objects and animals, and books with textures to touch or flaps to lift.</p>
<h2>How to read with a baby</h2>
<ol>
<li><strong>Keep it short.</strong> A few pages, or a minute or two, is a success. Stop when your baby loses interest and try again later.</li>
<li><strong>Do not worry about the words on the page.</strong> Point, name and describe: "Look, a cat! The cat says meow."</li>
<li><strong>Use your voice.</strong> Change your tone, make animal noises and sing parts of the story.</li>
<li><strong>Follow your baby's lead.</strong> If they want to look at the same page for a long time, or chew the corner, that is part of reading at this age.</li>
<li><strong>Make it a routine.</strong> A book at bedtime is an easy place to start, and it becomes a cue that sleep is coming.</li>
</ol>
<blockquote>You do not need a library. Two or three books read again and again are perfect; babies love repetition, and they learn from it.</blockquote>
<h2>Any language is the right language</h2>
<p>Read in the language or languages you speak at home, and feel free to translate or tell the story in your own words. Picture books without words are great for this. Grandparents, siblings and other caregivers can all join in, each in their own language and style. Many public libraries and community reading corners in Indonesia lend children's books for free, and <a href="https://www.unicef.org/parenting/child-development">UNICEF</a> has simple ideas for reading and playing with young children.</p>`,
    category: 'play-and-learning',
    author: 'laura',
    tags: ['reading', 'milestones', 'routine'],
    ageGroups: ['0-6-months', '6-12-months'],
    readTime: 3,
    isFeatured: false,
    isEditorsPick: true,
    daysAgo: 50,
    hue: 265,
  },
  {
    key: 'reading-to-babies-id',
    language: 'id',
    translationOf: 'reading-to-babies',
    title: 'Mengapa Membacakan Buku untuk Bayi Itu Penting, Bahkan Sebelum Ia Mengerti',
    slug: 'mengapa-membacakan-buku-untuk-bayi-penting',
    excerpt:
      'Membacakan buku sejak bulan-bulan pertama membangun bahasa, perhatian, dan kedekatan. Cara memilih buku sesuai usia dan membacakannya untuk bayi yang lebih suka menggigit buku.',
    content: `<p>Membacakan buku untuk seseorang yang sedang berusaha memakan buku itu mungkin terasa agak sia-sia. Namun, berbagi buku dengan bayi sejak bulan-bulan pertama adalah salah satu hal paling sederhana sekaligus paling bermanfaat yang bisa Anda lakukan untuk perkembangannya. <a href="https://www.healthychildren.org/English/ages-stages/baby/Pages/default.aspx">American Academy of Pediatrics</a> menganjurkan orang tua membacakan buku dengan suara lantang untuk anak sejak bayi, dan alasannya kuat.</p>
<h2>Apa yang didapat bayi dari buku</h2>
<ul>
<li><strong>Kata-kata, dalam jumlah banyak.</strong> Buku berisi kata dan pola kalimat yang jarang muncul dalam obrolan sehari-hari. Makin banyak kata yang didengar bayi, biasanya makin kaya pula kosakatanya kelak.</li>
<li><strong>Kedekatan.</strong> Duduk di pangkuan Anda, mendengar suara Anda, dan melihat gambar bersama-sama terasa menenangkan dan mempererat ikatan kalian.</li>
<li><strong>Perhatian dan rasa ingin tahu.</strong> Bayi belajar memusatkan perhatian, memperhatikan detail, dan menebak apa yang terjadi selanjutnya.</li>
<li><strong>Kebiasaan seumur hidup.</strong> Anak yang sejak dini dibacakan buku cenderung memandang buku sebagai sumber kenyamanan dan kesenangan.</li>
</ul>
<h2>Memilih buku sesuai usia</h2>
<p><strong>0 sampai 6 bulan:</strong> Bayi baru lahir paling jelas melihat bentuk yang tegas dan warna yang kontras, sehingga buku bergambar hitam-putih atau berwarna cerah sangat cocok. Di usia ini, yang paling penting adalah suara Anda; Anda bahkan boleh membacakan apa pun yang sedang Anda baca sendiri.</p>
<p><strong>6 sampai 12 bulan:</strong> Buku papan (<em>board book</em>) yang kokoh, buku kain, dan buku mandi yang tahan digigit. Pilih buku bergambar wajah bayi, benda sehari-hari, dan hewan, serta buku dengan tekstur untuk diraba atau lipatan untuk dibuka.</p>
<h2>Cara membacakan buku untuk bayi</h2>
<ol>
<li><strong>Singkat saja.</strong> Beberapa halaman, atau satu-dua menit, sudah merupakan keberhasilan. Berhentilah saat bayi mulai tidak tertarik, dan coba lagi nanti.</li>
<li><strong>Tidak perlu terpaku pada tulisan.</strong> Tunjuk, sebutkan, dan ceritakan: "Lihat, ada kucing! Kucing bilang meong."</li>
<li><strong>Mainkan suara Anda.</strong> Ubah nada, tirukan suara hewan, dan nyanyikan sebagian cerita.</li>
<li><strong>Ikuti keinginan bayi.</strong> Jika ia ingin lama memandangi satu halaman, atau menggigit sudut buku, itu bagian dari membaca di usia ini.</li>
<li><strong>Jadikan rutinitas.</strong> Membaca buku sebelum tidur adalah awal yang mudah, dan lama-kelamaan menjadi tanda bahwa waktu tidur sudah tiba.</li>
</ol>
<blockquote>Anda tidak perlu punya perpustakaan. Dua atau tiga buku yang dibaca berulang-ulang sudah sempurna; bayi menyukai pengulangan, dan mereka belajar darinya.</blockquote>
<h2>Bahasa apa pun adalah bahasa yang tepat</h2>
<p>Bacakan buku dalam bahasa yang Anda gunakan di rumah, baik bahasa Indonesia, bahasa daerah, maupun bahasa lain, dan jangan ragu menerjemahkan atau menceritakan ulang dengan kata-kata Anda sendiri. Buku bergambar tanpa tulisan sangat cocok untuk ini. Kakek, nenek, kakak, dan pengasuh lain juga bisa ikut membacakan, masing-masing dengan bahasa dan gayanya sendiri. Banyak perpustakaan daerah dan taman bacaan masyarakat meminjamkan buku anak secara gratis, dan <a href="https://www.unicef.org/parenting/child-development">UNICEF</a> punya banyak ide sederhana untuk membaca dan bermain bersama anak kecil.</p>`,
    category: 'play-and-learning',
    author: 'laura',
    tags: ['reading', 'milestones', 'routine'],
    ageGroups: ['0-6-months', '6-12-months'],
    readTime: 3,
    isFeatured: false,
    isEditorsPick: false,
    daysAgo: 47,
    hue: 265,
  },
  {
    key: 'screen-time',
    language: 'en',
    title: 'Screen Time for Under-Threes: A Realistic Approach',
    slug: 'screen-time-for-under-threes',
    excerpt:
      'What the guidelines say about screens for babies and toddlers, why it matters, and a realistic plan for families who live with phones and TVs.',
    content: `<p>Phones, tablets and televisions are everywhere, and most parents have, at some point, handed over a screen to get through a meal, a long car journey or a phone call. If that is you, there is no need for guilt. There is, however, good reason to think about how much and what kind of screen time your young child has, because the early years are when the brain learns most from real-world interaction.</p>
<h2>What the guidelines say</h2>
<p>The <a href="https://www.who.int/publications/i/item/9789241550536">World Health Organization</a> recommends no screen time for babies under two, and no more than one hour a day for children aged two to four, with less being better. The American Academy of Pediatrics makes an exception for video calls with family, which can be a lovely way to keep in touch with grandparents. For toddlers from around 18 months, if you choose to introduce screens, pick high-quality programmes and watch together.</p>
<h2>Why it matters</h2>
<p>Toddlers learn language and social skills mostly from back-and-forth interaction with people. A screen cannot respond to them the way you do. Screens can also take the place of active play and sleep, and fast-paced content can make it harder for young children to settle. Even a television running in the background reduces how much parents and children talk to each other.</p>
<h2>A realistic plan</h2>
<ul>
<li><strong>Screen-free zones.</strong> Keep meals and the bedroom free of screens. These are two of the easiest rules to keep, and they protect conversation and sleep.</li>
<li><strong>No screens in the hour before bed.</strong> Both the light and the stimulating content make it harder to fall asleep.</li>
<li><strong>Watch together when you can.</strong> Talk about what you see: "The dog is looking for his ball. Where do you think it is?"</li>
<li><strong>Choose slow, simple content.</strong> Calm shows with real-life situations, songs and plenty of repetition suit toddlers better than fast, noisy cartoons or endless autoplay.</li>
<li><strong>Use a clear ending.</strong> Decide before you start ("one episode, then we go outside") and give a warning a couple of minutes before the end.</li>
<li><strong>Mind your own screen.</strong> Children notice when we are absorbed in our phones. Putting yours away during play and meals is good for everyone.</li>
</ul>
<h2>Have alternatives ready</h2>
<p>Screens are tempting because they are easy. A basket of quiet activities, such as crayons and paper, stickers, a few board books or a box of blocks, makes it easier to say "not now". For car journeys and waiting rooms, songs, simple games like "I spy" and a small bag of toys kept only for outings can work surprisingly well.</p>
<blockquote>The aim is not a perfect zero. It is making sure screens stay a small part of a day that is mostly filled with play, people, outdoor time and sleep.</blockquote>
<p>If screens have become a big part of your child's day, change things gradually. Cut back a little each week, replace screen time with an activity you do together, and expect some protest at first. Within a few weeks most toddlers adjust, and many parents find their evenings calmer as a result.</p>`,
    category: 'play-and-learning',
    author: 'dimas',
    tags: ['screen-time', 'routine'],
    ageGroups: ['1-2-years', '2-3-years'],
    readTime: 3,
    isFeatured: false,
    isEditorsPick: false,
    daysAgo: 20,
    hue: 190,
  },
  {
    key: 'play-ideas-at-home',
    language: 'en',
    title: 'Simple Play Ideas Using Things You Already Have at Home',
    slug: 'simple-play-ideas-at-home',
    excerpt:
      'Pots, boxes, socks and a tub of water: easy, free play ideas for toddlers that build language, movement and problem-solving, plus a few safety basics.',
    content: `<p>Toddlers do not need expensive toys to learn. Some of the best play materials are already in your kitchen, your laundry basket and your recycling bin. Play is how young children build their muscles, language, problem-solving and social skills, and everyday objects give them endless room to explore. Here are some ideas that cost nothing and take minutes to set up.</p>
<h2>In the kitchen</h2>
<ul>
<li><strong>Pots and spoons band.</strong> A few pans, plastic bowls and wooden spoons make a drum kit. Take turns copying each other's rhythms: loud and soft, fast and slow.</li>
<li><strong>Pouring station.</strong> Give your toddler cups, a jug and some dry rice or pasta in a large tray. Pouring and scooping build hand control and concentration. Stay close, as small pieces can be a choking hazard.</li>
<li><strong>Helping hands.</strong> Washing vegetables, tearing lettuce or stirring a bowl makes a toddler feel capable, and gives you a helper of sorts.</li>
</ul>
<h2>With boxes and paper</h2>
<ul>
<li><strong>A cardboard box</strong> can be a car, a boat, a house or a tunnel. Cut a door and windows and watch the pretend play begin.</li>
<li><strong>Posting games.</strong> Cut a slot in a box lid and let your toddler post old cards, large bottle lids or folded socks.</li>
<li><strong>Scribbling.</strong> Tape a big sheet of paper to the floor or table and offer chunky crayons. Early scribbles are the first step towards writing.</li>
</ul>
<h2>Around the house</h2>
<ol>
<li><strong>Sock sorting.</strong> Matching pairs by colour and size is an early maths activity.</li>
<li><strong>Treasure hunt.</strong> Hide a favourite toy and give simple clues: "It is under something soft." Great for language and memory.</li>
<li><strong>Pillow path.</strong> A line of cushions on the floor to walk, crawl and jump along builds balance and coordination.</li>
<li><strong>Water play.</strong> A tub of water with cups, sponges and a few toys to wash can keep a toddler busy for ages. Always stay within arm's reach: young children can drown in just a few centimetres of water.</li>
</ol>
<h2>Let your child lead</h2>
<p>The most valuable play is often the one your child chooses. Instead of directing, try sitting nearby and describing what they do: "You put the blue cup inside the big cup." This kind of attention builds language and tells your child that their ideas matter. Some frustration is healthy, too, so resist the urge to solve every puzzle for them.</p>
<blockquote>Ten minutes of full attention, phone away, is worth more to a toddler than an hour of half-attention in a room full of toys.</blockquote>
<h2>A word on safety</h2>
<p>As a rule of thumb, anything small enough to fit through a toilet-roll tube is a choking risk for children under three. Check household objects for loose parts, sharp edges and cords, and keep button batteries, magnets, medicines and cleaning products well out of reach. For more play ideas by age, <a href="https://www.unicef.org/parenting/child-development">UNICEF's parenting pages</a> and the <a href="https://www.cdc.gov/act-early/milestones/index.html">CDC milestone pages</a> both suggest simple activities to try.</p>`,
    category: 'play-and-learning',
    author: 'laura',
    tags: ['milestones', 'screen-time'],
    ageGroups: ['1-2-years', '2-3-years'],
    readTime: 3,
    isFeatured: false,
    isEditorsPick: false,
    daysAgo: 3,
    hue: 60,
  },
  // -------------------------------------------------------------------------------------------
  // Parenting
  // -------------------------------------------------------------------------------------------
  {
    key: 'toddler-tantrums',
    language: 'en',
    title: 'Riding Out Toddler Tantrums with Calm and Connection',
    slug: 'riding-out-toddler-tantrums',
    excerpt:
      'Tantrums are a normal part of growing up, not a sign of bad parenting. What helps in the moment, how to prevent some of them, and when to seek support.',
    content: `<p>One moment your toddler is happily playing; the next, they are face-down on the supermarket floor because the banana broke in half. Tantrums are one of the most challenging parts of the toddler years, and one of the most normal. Understanding what is happening in your child's brain can help you respond with more calm and less frustration.</p>
<h2>Why tantrums happen</h2>
<p>Between one and three years old, children develop strong feelings and a strong will, but the part of the brain that helps manage emotions and think things through is still very immature. They often cannot yet put their frustration into words. Add hunger, tiredness, a sudden change of plan or a limit they do not like, and the feelings spill over. A tantrum is not manipulation or a sign of bad parenting; it is a child overwhelmed by feelings they cannot yet handle alone.</p>
<h2>In the moment</h2>
<ol>
<li><strong>Keep everyone safe.</strong> Move your child away from danger, or move hard objects away from them.</li>
<li><strong>Stay calm and close.</strong> Take a breath before you speak. Your calm is what helps your child find theirs. Some children want a hug; others need a little space with you nearby.</li>
<li><strong>Name the feeling.</strong> Keep it short: "You are so angry. You wanted the whole banana." Long explanations do not get through in the middle of a storm.</li>
<li><strong>Hold the limit kindly.</strong> If the tantrum is about something you have said no to, you can acknowledge the feeling without changing the decision. Giving in teaches that tantrums work.</li>
<li><strong>Wait it out.</strong> Once the storm passes, offer comfort and move on. There is no need for a lecture.</li>
</ol>
<blockquote>You cannot reason with a toddler mid-tantrum, but you can be the calm harbour they come back to.</blockquote>
<h2>Preventing some tantrums</h2>
<ul>
<li><strong>Watch the basics.</strong> Many meltdowns happen when children are hungry or tired. Regular meals, snacks and naps prevent more tantrums than any technique.</li>
<li><strong>Give warnings before transitions.</strong> "Two more slides, then we go home." A simple countdown helps children prepare.</li>
<li><strong>Offer small choices.</strong> "Do you want to walk or hop to the bath?" gives a sense of control within your limits.</li>
<li><strong>Say what to do, not only what not to do.</strong> "Feet on the floor" works better than "Stop climbing".</li>
<li><strong>Notice the good moments.</strong> Specific praise, such as "You waited so patiently for your turn", encourages the behaviour you want to see.</li>
</ul>
<h2>Looking after yourself</h2>
<p>Tantrums can trigger strong feelings in parents too, especially in public. It is fine to take a few deep breaths, or to step away for a moment if your child is safe and you need to calm down. Harsh punishment, shouting and smacking make tantrums worse over time and harm the trust between you; <a href="https://www.unicef.org/parenting">UNICEF</a> offers practical ideas for positive discipline instead.</p>
<h2>When to seek support</h2>
<p>Talk to your doctor or a child psychologist if tantrums are very frequent, often last longer than twenty-five minutes, involve your child hurting themselves or others, or continue with the same intensity beyond the age of four or five. Support is also there if you feel you are struggling to cope; asking for help is a sign of strength.</p>`,
    category: 'parenting',
    author: 'dimas',
    tags: ['toddler-tantrums', 'routine', 'self-care'],
    ageGroups: ['1-2-years', '2-3-years'],
    readTime: 3,
    isFeatured: false,
    isEditorsPick: true,
    daysAgo: 31,
    hue: 15,
  },
  {
    key: 'toddler-tantrums-id',
    language: 'id',
    translationOf: 'toddler-tantrums',
    title: 'Menghadapi Tantrum Balita dengan Tenang dan Penuh Kedekatan',
    slug: 'menghadapi-tantrum-balita-dengan-tenang',
    excerpt:
      'Tantrum adalah bagian wajar dari tumbuh kembang, bukan tanda pola asuh yang buruk. Apa yang membantu saat tantrum terjadi, cara mencegah sebagian di antaranya, dan kapan perlu mencari bantuan.',
    content: `<p>Baru saja si Kecil bermain dengan riang, detik berikutnya ia sudah tengkurap di lantai supermarket sambil menjerit karena pisangnya patah jadi dua. Tantrum adalah salah satu bagian paling menantang dari masa balita, sekaligus salah satu yang paling wajar. Memahami apa yang terjadi di otak anak bisa membantu Anda merespons dengan lebih tenang dan tidak mudah frustrasi.</p>
<h2>Mengapa tantrum terjadi</h2>
<p>Di usia satu sampai tiga tahun, anak mulai memiliki perasaan yang kuat dan kemauan yang keras, tetapi bagian otak yang membantu mengelola emosi dan berpikir jernih masih jauh dari matang. Ia sering belum mampu mengungkapkan rasa kesalnya dengan kata-kata. Tambahkan rasa lapar, lelah, perubahan rencana yang mendadak, atau larangan yang tidak ia sukai, maka perasaannya pun meluap. Tantrum bukanlah manipulasi atau tanda pola asuh yang buruk; tantrum adalah anak yang kewalahan oleh perasaan yang belum bisa ia atasi sendiri.</p>
<h2>Saat tantrum terjadi</h2>
<ol>
<li><strong>Pastikan semua aman.</strong> Jauhkan anak dari bahaya, atau jauhkan benda keras dari jangkauannya.</li>
<li><strong>Tetap tenang dan dekat.</strong> Tarik napas sebelum berbicara. Ketenangan Anda yang membantu anak menemukan ketenangannya. Ada anak yang ingin dipeluk; ada pula yang butuh sedikit ruang dengan Anda tetap di dekatnya.</li>
<li><strong>Sebutkan perasaannya.</strong> Singkat saja: "Kamu marah sekali. Kamu ingin pisangnya utuh." Penjelasan panjang tidak akan masuk di tengah badai emosi.</li>
<li><strong>Pegang batasan dengan lembut.</strong> Jika tantrum terjadi karena Anda berkata tidak, Anda bisa mengakui perasaannya tanpa mengubah keputusan. Menuruti permintaannya justru mengajarkan bahwa tantrum itu berhasil.</li>
<li><strong>Tunggu sampai reda.</strong> Setelah badai berlalu, berikan pelukan dan lanjutkan kegiatan. Tidak perlu menceramahinya.</li>
</ol>
<blockquote>Anda tidak bisa berdebat dengan balita yang sedang tantrum, tetapi Anda bisa menjadi pelabuhan yang tenang tempat ia kembali.</blockquote>
<h2>Mencegah sebagian tantrum</h2>
<ul>
<li><strong>Perhatikan kebutuhan dasar.</strong> Banyak tantrum terjadi saat anak lapar atau lelah. Jadwal makan, camilan, dan tidur siang yang teratur mencegah lebih banyak tantrum daripada teknik apa pun.</li>
<li><strong>Beri aba-aba sebelum berganti kegiatan.</strong> "Dua kali main perosotan lagi, lalu kita pulang." Hitungan mundur sederhana membantu anak bersiap.</li>
<li><strong>Tawarkan pilihan kecil.</strong> "Mau jalan atau lompat-lompat ke kamar mandi?" memberi rasa kendali dalam batas yang Anda tentukan.</li>
<li><strong>Katakan apa yang boleh, bukan hanya yang tidak boleh.</strong> "Kakinya di lantai, ya" lebih berhasil daripada "Jangan memanjat".</li>
<li><strong>Perhatikan momen baiknya.</strong> Pujian yang spesifik, misalnya "Kamu sabar sekali menunggu giliran", mendorong perilaku yang Anda harapkan.</li>
</ul>
<h2>Jaga diri Anda juga</h2>
<p>Tantrum juga bisa memancing emosi yang kuat pada orang tua, apalagi di tempat umum. Tidak apa-apa menarik napas dalam beberapa kali, atau menjauh sebentar jika anak dalam keadaan aman dan Anda perlu menenangkan diri. Hukuman keras, membentak, dan memukul justru memperburuk tantrum dalam jangka panjang dan merusak rasa percaya di antara kalian; <a href="https://www.unicef.org/parenting">UNICEF</a> menawarkan ide-ide praktis disiplin positif sebagai gantinya.</p>
<h2>Kapan mencari bantuan</h2>
<p>Bicarakan dengan dokter atau psikolog anak jika tantrum sangat sering terjadi, kerap berlangsung lebih dari dua puluh lima menit, membuat anak melukai diri sendiri atau orang lain, atau masih sama hebatnya setelah usia empat atau lima tahun. Bantuan juga tersedia jika Anda merasa kewalahan; meminta tolong adalah tanda kekuatan, bukan kelemahan.</p>`,
    category: 'parenting',
    author: 'dimas',
    tags: ['toddler-tantrums', 'routine', 'self-care'],
    ageGroups: ['1-2-years', '2-3-years'],
    readTime: 3,
    isFeatured: false,
    isEditorsPick: true,
    daysAgo: 29,
    hue: 15,
  },
  {
    key: 'parent-self-care',
    language: 'en',
    title: 'Looking After Yourself While Looking After a Baby',
    slug: 'looking-after-yourself-with-a-new-baby',
    excerpt:
      'Caring for yourself is not selfish; it is part of caring for your baby. Small, realistic ways to rest, refuel and get support, and how to tell the baby blues from something more.',
    content: `<p>When you have a new baby, every ounce of attention seems to flow in one direction. Feeds, nappies, naps and check-ups fill the day, and your own needs quietly slide to the bottom of the list. But looking after yourself is not a luxury or a selfish extra. A parent who is fed, rested (at least a little) and supported is better able to care for a baby, and babies thrive on the wellbeing of the people around them.</p>
<h2>Start with the basics</h2>
<ul>
<li><strong>Eat and drink.</strong> Keep easy snacks and a water bottle where you feed your baby. Fruit, nuts, yoghurt and sandwiches can all be eaten one-handed.</li>
<li><strong>Sleep when you can.</strong> "Sleep when the baby sleeps" is not always realistic, but try to protect at least one longer stretch of sleep each night, taking turns with a partner or family member if possible.</li>
<li><strong>Move a little.</strong> A short walk with the pram, in daylight, lifts your mood and helps everyone's body clock.</li>
<li><strong>Lower the bar.</strong> A tidy house can wait. Choose one or two things that truly matter each day and let the rest go.</li>
</ul>
<h2>Accept help, and ask for it</h2>
<p>Many people want to help but do not know how. Be specific: "Could you bring dinner on Tuesday?", "Could you hold the baby while I shower?" or "Could you take our eldest to the park?" If visitors arrive, it is perfectly fine to ask them to make their own tea, or to keep the visit short.</p>
<h2>Baby blues or something more?</h2>
<p>In the first two weeks after birth, many mothers feel weepy, anxious and overwhelmed. These "baby blues" are common and usually pass on their own. If low mood, anxiety, hopelessness or difficulty coping last longer than two weeks, or are intense, you may have postnatal depression or anxiety. These affect many new parents, including fathers and partners. They are not a sign of weakness or of being a bad parent, and they are treatable. The <a href="https://www.who.int/teams/mental-health-and-substance-use/promotion-prevention/maternal-mental-health">World Health Organization</a> notes that support and treatment make a real difference, so talk to your doctor, midwife or nurse.</p>
<blockquote>If you ever have thoughts of harming yourself or your baby, seek help straight away: call your doctor or your local emergency number, or go to the nearest hospital.</blockquote>
<h2>Small moments count</h2>
<p>Self-care with a baby rarely looks like a spa day. It might be a hot drink while it is still hot, ten minutes outside on your own, a phone call with a friend or a shower without rushing. Notice what refills you, and try to fit a little of it into every day.</p>
<h2>Stay connected</h2>
<p>Parenting can feel lonely, especially if you live far from family. Parent groups at your clinic, community centre or place of worship, and trusted online communities, can be a lifeline. Talking to other parents often reveals that the struggles you thought were yours alone are widely shared, and that is a comfort in itself. <a href="https://www.unicef.org/parenting">UNICEF's parenting pages</a> also have practical ideas for caring for yourself in the early months.</p>`,
    category: 'parenting',
    author: 'laura',
    tags: ['self-care', 'sleep'],
    ageGroups: ['0-6-months'],
    readTime: 3,
    isFeatured: false,
    isEditorsPick: true,
    daysAgo: 15,
    hue: 170,
  },
  {
    key: 'kakek-nenek',
    language: 'id',
    title: 'Mengasuh Bersama Kakek dan Nenek: Menyamakan Aturan Tanpa Drama',
    slug: 'mengasuh-bersama-kakek-dan-nenek',
    excerpt:
      'Bantuan kakek dan nenek sangat berharga, tetapi perbedaan cara mengasuh sering memicu gesekan. Cara menyepakati aturan penting dengan hangat dan saling menghargai.',
    content: `<p>Di banyak keluarga Indonesia, kakek dan nenek ikut berperan besar dalam mengasuh cucu. Ada yang tinggal serumah, ada pula yang dititipi cucu selama orang tuanya bekerja. Bantuan ini sangat berharga: anak mendapat kasih sayang dari lebih banyak orang, dan orang tua bisa bekerja dengan lebih tenang. Namun, perbedaan cara mengasuh antargenerasi juga sering memicu gesekan. Bagaimana menyamakan aturan tanpa menyakiti perasaan siapa pun?</p>
<h2>Mulai dari rasa terima kasih</h2>
<p>Kakek dan nenek membesarkan anak-anak mereka dengan pengetahuan terbaik pada zamannya. Banyak anjuran kesehatan memang berubah seiring hasil penelitian baru, dan itu bukan berarti cara lama selalu salah atau orang tua kita tidak peduli. Awali percakapan dengan menghargai bantuan mereka, misalnya, "Kami sangat terbantu Ibu menjaga Adik setiap hari." Nada yang hangat membuat pembicaraan selanjutnya jauh lebih mudah.</p>
<h2>Pilih hal yang benar-benar penting</h2>
<p>Tidak semua perbedaan perlu diperdebatkan. Kalau nenek menyanyikan lagu yang berbeda atau menyuapi sambil bercerita, biarkan saja. Fokuskan pembicaraan pada hal-hal yang menyangkut keselamatan dan kesehatan, misalnya:</p>
<ul>
<li><strong>Tidur aman:</strong> bayi ditidurkan telentang, tanpa bantal dan selimut tebal di dekatnya.</li>
<li><strong>Makanan:</strong> tidak memberi madu sebelum usia satu tahun, menghindari makanan yang berisiko membuat tersedak, serta membatasi gula dan jajanan manis.</li>
<li><strong>Obat:</strong> obat hanya diberikan sesuai anjuran dokter dan dengan dosis yang tepat.</li>
<li><strong>Layar:</strong> kesepakatan berapa lama dan kapan anak boleh menonton.</li>
<li><strong>Disiplin:</strong> tanpa memukul, mencubit, atau menakut-nakuti anak.</li>
</ul>
<h2>Gunakan sumber yang dipercaya bersama</h2>
<p>Daripada beradu pendapat, tunjukkan informasi dari sumber yang dihormati semua pihak. Ajak kakek atau nenek ikut ke posyandu atau saat kontrol ke dokter anak, sehingga mereka mendengar sendiri penjelasan tenaga kesehatan. Buku KIA (Kesehatan Ibu dan Anak) dan situs <a href="https://www.idai.or.id/">Ikatan Dokter Anak Indonesia</a> juga bisa menjadi acuan bersama. Kalimat seperti "Kata dokter, sekarang anjurannya begini, Bu" biasanya lebih mudah diterima daripada "Cara Ibu salah."</p>
<h2>Buat kesepakatan yang jelas</h2>
<ol>
<li>Tuliskan rutinitas harian si Kecil: jam makan, tidur siang, dan hal-hal yang perlu diperhatikan.</li>
<li>Sepakati hal yang <em>boleh</em> dan <em>tidak boleh</em>, dan berikan ruang bagi kakek-nenek untuk punya kebiasaan istimewa mereka sendiri bersama cucu.</li>
<li>Sampaikan aturan sebagai keputusan bersama Anda dan pasangan, agar tidak ada kesan satu pihak menyalahkan.</li>
<li>Evaluasi secara berkala, misalnya sebulan sekali sambil makan bersama.</li>
</ol>
<blockquote>Anak bisa memahami bahwa aturan di rumah nenek sedikit berbeda, asalkan hal-hal yang menyangkut keselamatan tetap sama di mana pun.</blockquote>
<h2>Jaga hubungan, bukan hanya aturan</h2>
<p>Pada akhirnya, hubungan yang hangat antara anak, orang tua, dan kakek-nenek jauh lebih berharga daripada menang dalam perdebatan. Ucapkan terima kasih secara rutin, libatkan kakek-nenek dalam momen penting si Kecil, dan ingat bahwa mereka juga bisa lelah. Mengasuh cucu setiap hari adalah pekerjaan berat, apalagi di usia lanjut. Sesekali berikan mereka waktu untuk beristirahat, dan jangan ragu mencari bantuan lain bila diperlukan.</p>`,
    category: 'parenting',
    author: 'dimas',
    tags: ['routine', 'self-care'],
    ageGroups: ['1-2-years', '2-3-years'],
    readTime: 3,
    isFeatured: false,
    isEditorsPick: true,
    daysAgo: 22,
    hue: 120,
  },
];
