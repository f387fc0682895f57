/**
 * The words of the stories' emails and of the small pages behind their links, in the submitter's
 * language (issue 30).
 */
import type { LanguageCode } from '@tumbuh/shared';

export const CONFIRM_PATH = '/stories/confirm';
export const TAKEDOWN_PATH = '/stories/takedown';
/** Hours a confirmation link works. */
export const CONFIRM_TTL_HOURS = 48;

type Texts = {
  received: string;
  tooMany: (minutes: number) => string;
  mailUnavailable: string;
  confirmSubject: string;
  confirmBody: (title: string) => string;
  confirmButton: string;
  confirmIgnore: string;
  publishedSubject: string;
  publishedBody: (title: string, date: string) => string;
  publishedTakedown: string;
  rejectedSubject: string;
  rejectedBody: (title: string) => string;
  signature: string;
  pages: {
    confirmTitle: string;
    confirmQuestion: (title: string) => string;
    confirmedTitle: string;
    confirmedBody: string;
    alreadyConfirmed: string;
    invalidTitle: string;
    invalidConfirm: string;
    expiredTitle: string;
    expiredBody: string;
    takedownTitle: string;
    takedownQuestion: (title: string) => string;
    takedownButton: string;
    takenDownTitle: string;
    takenDownBody: string;
    invalidTakedown: string;
    home: string;
    stories: string;
    shareAnother: string;
    thanksTitle: string;
    thanksBody: string;
    fixTitle: string;
    fixBody: string;
  };
  form: Record<'title' | 'body' | 'displayName' | 'displayNameHelp' | 'email' | 'emailHelp' | 'ageGroup' | 'ageNone' | 'photo' | 'language' | 'consent' | 'submit' | 'en' | 'id', string>;
};

export const STORY_TEXTS: Record<LanguageCode, Texts> = {
  en: {
    received: 'Thank you! Please check your email and follow the link to send your story to our editors.',
    tooMany: (m) => `Too many stories were sent from here. Please try again in ${m} minute${m === 1 ? '' : 's'}.`,
    mailUnavailable: 'We could not send the confirmation email just now. Please try again shortly.',
    confirmSubject: 'Please confirm your story for Tumbuh',
    confirmBody: (title) => `Thank you for sharing "${title}" with Tumbuh. Please confirm that you sent it: our editors will read it once you have.`,
    confirmButton: 'Confirm my story',
    confirmIgnore: `The link works for ${CONFIRM_TTL_HOURS} hours. If you did not write to us, ignore this email: nothing will be published.`,
    publishedSubject: 'Your story is on Tumbuh',
    publishedBody: (title, date) => `Your story "${title}" is published on Tumbuh from ${date}. Thank you for sharing it with other parents.`,
    publishedTakedown: 'Changed your mind? You can ask for it to be taken down at any time with this link:',
    rejectedSubject: 'About your story for Tumbuh',
    rejectedBody: (title) => `Thank you for sending "${title}" to Tumbuh. Our editors read it carefully but will not publish it. A note from them:`,
    signature: 'The Tumbuh editors',
    pages: {
      confirmTitle: 'Confirm your story',
      confirmQuestion: (title) => `Send "${title}" to the Tumbuh editors?`,
      confirmedTitle: 'Thank you!',
      confirmedBody: 'Your story is now with our editors. We will email you when it is published.',
      alreadyConfirmed: 'This story is already confirmed: it is with our editors.',
      invalidTitle: 'This link does not work',
      invalidConfirm: 'This confirmation link is not valid: it may have been used already or copied incompletely. Nothing was changed.',
      expiredTitle: 'This link has expired',
      expiredBody: `Confirmation links work for ${CONFIRM_TTL_HOURS} hours. Nothing was changed; you are welcome to send your story again.`,
      takedownTitle: 'Take down your story',
      takedownQuestion: (title) => `Remove "${title}" from Tumbuh? It will be deleted, with its photo.`,
      takedownButton: 'Take my story down',
      takenDownTitle: 'Your story is taken down',
      takenDownBody: 'Your story and its photo are deleted from Tumbuh.',
      invalidTakedown: 'This link is not valid: it may have been used already or copied incompletely. Nothing was changed.',
      home: 'Tumbuh home',
      stories: 'Stories from parents',
      shareAnother: 'Share a story',
      thanksTitle: 'Check your email',
      thanksBody: 'Thank you! We sent you an email: follow its link to send your story to our editors.',
      fixTitle: 'Please check your story',
      fixBody: 'Some fields need a change before we can take your story.',
    },
    form: {
      title: 'Title',
      body: 'Your story',
      displayName: 'Name to show',
      displayNameHelp: 'Leave empty to appear as Anonymous.',
      email: 'Email',
      emailHelp: 'Never shown: only for our editors to reach you.',
      ageGroup: "Child's age",
      ageNone: 'Not given',
      photo: 'Photo (optional)',
      language: 'Language of your story',
      consent: 'Tumbuh may edit and publish my story',
      submit: 'Send my story',
      en: 'English',
      id: 'Indonesian',
    },
  },
  id: {
    received: 'Terima kasih! Periksa email Anda dan ikuti tautannya untuk mengirim cerita Anda ke editor kami.',
    tooMany: (m) => `Terlalu banyak cerita dikirim dari sini. Coba lagi dalam ${m} menit.`,
    mailUnavailable: 'Kami belum bisa mengirim email konfirmasi. Coba lagi sebentar lagi.',
    confirmSubject: 'Konfirmasi cerita Anda untuk Tumbuh',
    confirmBody: (title) => `Terima kasih telah berbagi "${title}" dengan Tumbuh. Konfirmasikan bahwa Anda yang mengirimnya: editor kami akan membacanya setelah itu.`,
    confirmButton: 'Konfirmasi cerita saya',
    confirmIgnore: `Tautan ini berlaku ${CONFIRM_TTL_HOURS} jam. Jika Anda tidak menulis kepada kami, abaikan email ini: tidak ada yang akan diterbitkan.`,
    publishedSubject: 'Cerita Anda terbit di Tumbuh',
    publishedBody: (title, date) => `Cerita Anda "${title}" terbit di Tumbuh mulai ${date}. Terima kasih telah berbagi dengan orang tua lain.`,
    publishedTakedown: 'Berubah pikiran? Anda bisa meminta cerita ini diturunkan kapan saja lewat tautan ini:',
    rejectedSubject: 'Tentang cerita Anda untuk Tumbuh',
    rejectedBody: (title) => `Terima kasih telah mengirim "${title}" ke Tumbuh. Editor kami membacanya dengan saksama tetapi tidak akan menerbitkannya. Catatan dari mereka:`,
    signature: 'Editor Tumbuh',
    pages: {
      confirmTitle: 'Konfirmasi cerita Anda',
      confirmQuestion: (title) => `Kirim "${title}" ke editor Tumbuh?`,
      confirmedTitle: 'Terima kasih!',
      confirmedBody: 'Cerita Anda kini ada pada editor kami. Kami akan mengirim email saat cerita diterbitkan.',
      alreadyConfirmed: 'Cerita ini sudah dikonfirmasi: kini ada pada editor kami.',
      invalidTitle: 'Tautan ini tidak berlaku',
      invalidConfirm: 'Tautan konfirmasi ini tidak berlaku: mungkin sudah dipakai atau tidak tersalin lengkap. Tidak ada yang diubah.',
      expiredTitle: 'Tautan ini sudah kedaluwarsa',
      expiredBody: `Tautan konfirmasi berlaku ${CONFIRM_TTL_HOURS} jam. Tidak ada yang diubah; silakan kirim cerita Anda lagi.`,
      takedownTitle: 'Turunkan cerita Anda',
      takedownQuestion: (title) => `Hapus "${title}" dari Tumbuh? Cerita dan fotonya akan dihapus.`,
      takedownButton: 'Turunkan cerita saya',
      takenDownTitle: 'Cerita Anda sudah diturunkan',
      takenDownBody: 'Cerita Anda dan fotonya sudah dihapus dari Tumbuh.',
      invalidTakedown: 'Tautan ini tidak berlaku: mungkin sudah dipakai atau tidak tersalin lengkap. Tidak ada yang diubah.',
      home: 'Beranda Tumbuh',
      stories: 'Cerita dari orang tua',
      shareAnother: 'Bagikan cerita',
      thanksTitle: 'Periksa email Anda',
      thanksBody: 'Terima kasih! Kami mengirim email kepada Anda: ikuti tautannya untuk mengirim cerita Anda ke editor kami.',
      fixTitle: 'Periksa cerita Anda',
      fixBody: 'Beberapa isian perlu diubah sebelum kami bisa menerima cerita Anda.',
    },
    form: {
      title: 'Judul',
      body: 'Cerita Anda',
      displayName: 'Nama yang ditampilkan',
      displayNameHelp: 'Kosongkan untuk tampil sebagai Anonim.',
      email: 'Email',
      emailHelp: 'Tidak pernah ditampilkan: hanya agar editor kami bisa menghubungi Anda.',
      ageGroup: 'Usia anak',
      ageNone: 'Tidak disebutkan',
      photo: 'Foto (opsional)',
      language: 'Bahasa cerita Anda',
      consent: 'Tumbuh boleh menyunting dan menerbitkan cerita saya',
      submit: 'Kirim cerita saya',
      en: 'Inggris',
      id: 'Indonesia',
    },
  },
};
