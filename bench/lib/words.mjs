// Vocabulary of the generated dataset. Earlier words are picked more often (a rough Zipf skew), so
// search meets both common and rare terms, as on a real parenting blog.

export const EN_WORDS = `
baby sleep toddler parents child feeding routine night nap milk play mother father family bedtime
breastfeeding development health food language tantrum teething vegetables crying comfort calm
morning evening growth learning reading story songs bath diaper solids fruit water daycare
doctor fever cough vaccine doctor safety car seat stroller walking talking words emotions patience
gentle boundaries praise siblings grandparents routine schedule weaning spoon porridge rice banana
avocado yogurt allergy eczema rash colic burping swaddle crib cot blanket pacifier thumb
potty training independence sharing friends playground outdoor sunshine rain puzzle blocks crayons
drawing music dance rhythm counting colours shapes animals picture books library bedtime stories
lullaby whisper hugs cuddle smile laugh giggle curiosity explore crawl stand balance climbing running
jumping motor skills fine gross hand eye coordination attention screen time television tablets
balance nutrition iron protein calcium vitamins snacks lunch dinner breakfast appetite picky eater
portion hydration sleep regression separation anxiety fear dark monsters nightmares nightlight
consistency warmth respond soothe settle wake early rise daylight nursery temperature clothing
layers summer monsoon travel journey holiday visit relatives celebration birthday gifts
`.trim().split(/\s+/);

export const ID_WORDS = `
bayi tidur balita orang tua anak makan rutinitas malam siang susu bermain ibu ayah keluarga
menyusui perkembangan kesehatan makanan bahasa tantrum tumbuh gigi sayuran menangis nyaman tenang
pagi sore pertumbuhan belajar membaca cerita lagu mandi popok makanan padat buah air penitipan
dokter demam batuk vaksin keamanan kursi mobil kereta dorong berjalan berbicara kata emosi sabar
lembut batasan pujian saudara kakek nenek jadwal penyapihan sendok bubur nasi pisang alpukat
yogurt alergi eksim ruam kolik sendawa bedong ranjang selimut empeng jempol toilet kemandirian
berbagi teman taman bermain luar ruangan hujan teka teki balok krayon menggambar musik menari
irama berhitung warna bentuk hewan buku bergambar perpustakaan dongeng lagu pengantar tidur
pelukan senyum tertawa rasa ingin tahu menjelajah merangkak berdiri keseimbangan memanjat berlari
melompat motorik halus kasar koordinasi tangan mata perhatian layar televisi gizi zat besi protein
kalsium vitamin camilan makan siang makan malam sarapan nafsu pilih pilih porsi cairan kecemasan
perpisahan takut gelap mimpi buruk lampu tidur konsisten kehangatan menenangkan bangun pagi
suhu kamar pakaian musim kemarau hujan perjalanan liburan kunjungan kerabat perayaan ulang tahun
`.trim().split(/\s+/);

export const CATEGORY_NAMES = [
  'Sleep Training', 'Nutrition', 'Development', 'Health', 'Play and Learning', 'Parenting',
  'Breastfeeding', 'First Foods', 'Teething', 'Potty Training', 'Language and Talking', 'Emotions',
  'Siblings', 'Grandparents', 'Safety at Home', 'Car Travel', 'Daycare', 'Working Parents',
  'Bath Time', 'Reading Together', 'Music and Movement', 'Outdoor Play', 'Screen Time', 'Allergies',
  'Skin Care', 'Fever and Colds', 'Vaccines', 'Growth Milestones', 'Motor Skills', 'Picky Eating',
  'Snacks', 'Bedtime Routines', 'Naps', 'Separation Anxiety', 'Tantrums', 'Gentle Discipline',
  'Self Care for Parents', 'Postpartum', 'Twins', 'Premature Babies', 'Special Needs', 'Budgeting',
  'Toys', 'Clothing', 'Holidays', 'Celebrations', 'Culture and Tradition', 'Bilingual Families',
  'Preschool Readiness', 'Community Stories',
];

export const AGE_GROUPS = [
  ['0-6 months', '0-6-months'], ['6-12 months', '6-12-months'], ['1-2 years', '1-2-years'],
  ['2-3 years', '2-3-years'], ['3-4 years', '3-4-years'], ['4-5 years', '4-5-years'],
];

const FIRST = ['Ayu', 'Budi', 'Citra', 'Dewi', 'Eka', 'Fajar', 'Gita', 'Hana', 'Indra', 'Joko', 'Kartika', 'Lestari', 'Maya', 'Nina', 'Oscar', 'Putri', 'Rina', 'Sari', 'Tono', 'Wulan'];
const LAST = ['Santoso', 'Wijaya', 'Pratama', 'Hartono', 'Kusuma', 'Nugroho', 'Lim', 'Tan', 'Setiawan', 'Halim', 'Brown', 'Miller'];

export function authorNames(count) {
  const names = [];
  for (let i = 0; names.length < count; i++) names.push(`${FIRST[i % FIRST.length]} ${LAST[(i * 7 + Math.floor(i / FIRST.length)) % LAST.length]}`);
  return [...new Set(names)].slice(0, count);
}

const slugify = (s) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
const title = (s) => s.replace(/\b\w/g, (c) => c.toUpperCase());

/** count distinct tags: single words first, then two-word pairs, in both languages. */
export function tagNames(count) {
  const seen = new Set();
  const tags = [];
  const add = (name) => {
    const slug = slugify(name);
    if (!slug || seen.has(slug) || tags.length >= count) return;
    seen.add(slug);
    tags.push([title(name), slug]);
  };
  for (const w of EN_WORDS) add(w);
  for (const w of ID_WORDS) add(w);
  for (let i = 0; tags.length < count; i++) add(`${EN_WORDS[i % EN_WORDS.length]} ${EN_WORDS[(i * 13 + 5) % EN_WORDS.length]}`);
  return tags;
}

export const TOOLS = [
  ['Sleep Tracker', 'https://example.org/sleep-tracker', 'Log naps and nights and see the pattern.', true],
  ['Feeding Planner', 'https://example.org/feeding', 'Plan first foods week by week.', true],
  ['Growth Chart', 'https://example.org/growth', 'WHO growth percentiles for height and weight.', true],
  ['Vaccine Calendar', 'https://example.org/vaccines', 'The national schedule with reminders.', true],
  ['Milestone Checklist', 'https://example.org/milestones', 'What most children do by each age.', true],
  ['Old Nap Calculator', 'https://example.org/naps', 'Retired tool, kept inactive.', false],
];

/** Terms the load test rotates through: realistic, and present in the generated text. */
export const LOAD_SEARCH_TERMS = ['sleep routine', 'teething', 'picky eater', 'tantrum', 'tidur siang', 'menyusui', 'makanan padat', 'demam'];

/** count distinct search queries for the latency test: single words and pairs, both languages. */
export function latencyQueries(count) {
  const out = new Set();
  const en = EN_WORDS.filter((w) => w.length > 3);
  const id = ID_WORDS.filter((w) => w.length > 3);
  for (let i = 0; out.size < count; i++) {
    const list = i % 2 ? id : en;
    const a = list[(i * 7) % list.length];
    const b = list[(i * 11 + 3) % list.length];
    out.add(i % 3 === 0 ? a : a === b ? a : `${a} ${b}`);
  }
  return [...out];
}
