/**
 * The server's own messages in the admin's language (issue 33). The server answers in English (its
 * typed errors of apps/server/src/errors.ts thrown by the services, the importers' per-line and
 * per-post reports); those texts are the contract and stay as they are. Here the admin knows the
 * fixed ones it can meet, each with its catalogue key `server.<name>` (admin/en.json holds the
 * English word for word, admin/id.json the Indonesian), and the patterned ones (a number, a name or
 * another message inside) as small regular expressions whose captured values go into the message.
 * A message not listed is shown as it came.
 *
 * The list lives on the client because the server does not share these texts through
 * @tumbuh/shared; serverText.spec.ts reads the server's sources and fails when a listed message (or
 * a pattern's source words) is no longer there, and when en.json's text differs from the server's.
 * Shown through validationText (./validationText.ts), the one mapping every admin screen uses.
 */
import type { AdminTextKey } from '../../../i18n/admin';

type Values = Record<string, string | number | Date>;
export type Translate = (key: AdminTextKey, values?: Values) => string;

/** The server's fixed admin-facing messages and their catalogue keys. */
export const SERVER_MESSAGES = {
  // Access (modules/auth/access.ts, errors.ts)
  'Not signed in': 'server.notSignedIn',
  'Admin rights are required': 'server.adminRequired',
  'A writer, editor or admin account is required': 'server.writerRequired',
  'Editor or admin rights are required': 'server.editorRequired',
  'Set up two-step sign-in in My account first: it is required for your role': 'server.twoStepSetupFirst',
  // Articles
  'Writers cannot publish or schedule: submit the article for review': 'server.writerCannotPublish',
  "Writers cannot feature an article or make it an editor's pick": 'server.writerCannotFeature',
  'A published or scheduled article can only be changed by an editor': 'server.publishedNeedsEditor',
  'Writers can only change their own articles': 'server.writerOwnArticles',
  'Writers can only see their own articles': 'server.writerSeeOwnArticles',
  'This article is already published': 'server.alreadyPublished',
  'Content has nothing left once unsafe HTML (scripts, event handlers, javascript: links) is removed': 'server.contentUnsafeOnly',
  'A scheduled article needs a publish date in the future': 'server.scheduledNeedsFuture',
  'The original article already has a translation in this language': 'server.translationExists',
  'Article not found': 'server.articleNotFound',
  'Revision not found for this article': 'server.revisionNotFound',
  // Not found
  'Category not found': 'server.categoryNotFound',
  'Tag not found': 'server.tagNotFound',
  'Age group not found': 'server.ageGroupNotFound',
  'Author not found': 'server.authorNotFound',
  'Tool not found': 'server.toolNotFound',
  'Story not found': 'server.storyNotFound',
  'Redirect not found': 'server.redirectNotFound',
  'Import not found': 'server.importNotFound',
  'Subscriber not found': 'server.subscriberNotFound',
  'Person not found': 'server.personNotFound',
  'Invitation not found': 'server.invitationNotFound',
  'Newsletter issue not found': 'server.issueNotFound',
  'Image not found': 'server.imageNotFound',
  'Session not found': 'server.sessionNotFound',
  // People and accounts
  'A person with this email is already on the team': 'server.personEmailTaken',
  'Username is already taken': 'server.usernameTaken',
  'Choose a role: admin, editor or writer': 'server.chooseRole',
  'Turn on two-step sign-in for yourself (My account) before requiring it': 'server.twoStepYourselfFirst',
  'The last active admin cannot be demoted or deactivated: make another person an admin first': 'server.lastAdmin',
  'This invitation is not valid: it was used, withdrawn or has expired. Ask an admin for a new one.': 'server.invitationGone',
  'Enter your current password': 'server.enterCurrentPassword',
  'The current password is not right': 'server.wrongPassword',
  'Another person uses this email': 'server.emailUsedByAnother',
  'Two-step sign-in is already on: turn it off first to set up another app': 'server.twoStepOnTurnOffFirst',
  'Enter the 6-digit code from your authenticator app': 'server.enterSixDigitCode',
  'Two-step sign-in is already on': 'server.twoStepAlreadyOn',
  'Start setting up two-step sign-in first': 'server.twoStepStartFirst',
  'That code is not right: check the time on your phone and try the newest code': 'server.codeWrongCheckTime',
  'That code is not right': 'server.codeWrong',
  'Two-step sign-in is off': 'server.twoStepOff',
  // Stories
  'This story is not confirmed by its author yet': 'server.storyNotConfirmed',
  'Please write plain text, without HTML tags.': 'server.plainTextOnly',
  // Moving a site in (modules/moving)
  'This file is not a WordPress export (WXR): export it from Tools > Export in WordPress': 'server.notWordPress',
  'This file is not a Blogger export (Atom): export it from Settings > Back up content in Blogger': 'server.notBlogger',
  'This file is not a Ghost export (JSON): export it from Settings > Labs > Export your content in Ghost': 'server.notGhost',
  'The file declares XML entities (a DOCTYPE with ENTITY declarations); such files are refused (they can expand without limit)': 'server.xmlEntities',
  'The export file is empty': 'server.exportEmpty',
  'The upload was cut off before the end of the file': 'server.uploadCutOff',
  'This import has already been started': 'server.importStarted',
  'The import was cancelled: nothing was changed': 'server.importCancelled',
  'The import failed: nothing was changed': 'server.importFailed',
  'Scheduled for a date already past: imported as a draft': 'server.scheduledPast',
  'fromPath must be an old address such as /2024/05/my-post/ (not the home page)': 'server.redirectFrom',
  'toPath must be a path of this site, starting with / (at most 500 characters)': 'server.redirectTo',
  'A restore goes into an empty site only: this site already has content': 'server.restoreNotEmpty',
  'This archive is not a Tumbuh export': 'server.notTumbuhExport',
  'This archive is not a Tumbuh export (no export.json)': 'server.noExportJson',
  'export.json is not valid JSON': 'server.exportJsonInvalid',
  'The export could not be restored: its rows do not fit this site (nothing was changed)': 'server.restoreMisfit',
  'The archive is damaged or not a .tar.gz export': 'server.archiveDamaged',
  'An entry of the archive is too large': 'server.archiveEntryTooLarge',
  'timed out': 'server.imageTimedOut',
  'not a valid address': 'server.imageBadAddress',
  'only http and https addresses are fetched': 'server.imageHttpOnly',
  'larger than the image size limit': 'server.imageOverLimit',
  // Subscribers' CSV import (modules/subscribers/subscriber.import.ts)
  'Choose a CSV file with a header line: email,language,childBirthMonth,consentDate': 'server.csvChoose',
  'This file is not a CSV text file': 'server.csvNotText',
  'The header line must be: email,language,childBirthMonth,consentDate': 'server.csvHeader',
  'The header line must name the columns email, language and consentDate (childBirthMonth is optional)': 'server.csvHeaderColumns',
  'Import cancelled: nothing was imported': 'server.csvCancelled',
  'Consent date must be a past date written YYYY-MM-DD': 'server.consentDate',
  // Uploads
  'The image could not be read': 'server.imageUnreadable',
  'The file is damaged or is not the image its type says.': 'server.imageDamaged',
  'The image is too large': 'server.imageTooLarge',
  'Writers can upload only images of their own articles': 'server.writerOwnImages',
  // Newsletter
  'The newsletter is not available at the moment, please try again shortly': 'server.newsletterUnavailable',
  // Any request
  'Internal server error': 'server.internal',
  'Request body is too large': 'server.bodyTooLarge',
  'The request contains characters or values that cannot be stored or searched': 'server.dataException',
  'The service is temporarily unavailable, please try again shortly': 'server.unavailable',
} as const satisfies Record<string, AdminTextKey>;

/**
 * How a captured value goes into the catalogue message: `text` as it came, `number` as a number
 * (its thousands commas read), `word` as a select key (spaces removed: "age group" → "ageGroup"),
 * `message` as another server or validation message, itself shown in the admin's language.
 */
type Kind = 'text' | 'number' | 'word' | 'message';

export interface ServerPattern {
  key: AdminTextKey;
  pattern: RegExp;
  /** The captured values' names and kinds, in the pattern's order. */
  values: readonly (readonly [name: string, kind: Kind])[];
  /** Words of the server's source that build this message (serverText.spec.ts finds them there). */
  source: string;
  /** One message the server sends of this shape (the spec formats it back in English). */
  example: string;
}

const pattern = (key: AdminTextKey, re: RegExp, values: ServerPattern['values'], source: string, example: string): ServerPattern => ({ key, pattern: re, values, source, example });

/** The server's messages with values inside. */
export const SERVER_PATTERNS: readonly ServerPattern[] = [
  pattern(
    'server.duplicate',
    /^An? (category|tag|age group|article|redirect) with this (name|slug|fromPath) already exists$/,
    [
      ['entity', 'word'],
      ['field', 'word'],
    ],
    ' with this ${field} already exists',
    'A category with this slug already exists',
  ),
  pattern(
    'server.termInUse',
    /^This (category|tag|age group) has (\d+) articles?; move (?:it|them) to another category or delete (?:it|them) first\.$/,
    [
      ['entity', 'word'],
      ['count', 'number'],
    ],
    " to another category or delete ${count === 1 ? 'it' : 'them'} first.",
    'This category has 3 articles; move them to another category or delete them first.',
  ),
  pattern(
    'server.authorInUse',
    /^This author has (\d+) articles?; reassign or delete (?:it|them) first\.$/,
    [['count', 'number']],
    "; reassign or delete ${count === 1 ? 'it' : 'them'} first.",
    'This author has 1 article; reassign or delete it first.',
  ),
  pattern('server.exportTooLarge', /^The export file is larger than (\d+) MB: split it \(WordPress: export by date range\) and import the parts$/, [['max', 'number']], ' MB: split it (WordPress: export by date range) and import the parts', 'The export file is larger than 100 MB: split it (WordPress: export by date range) and import the parts'),
  pattern('server.ghostTooLarge', /^A Ghost export may be at most (\d+) MB$/, [['max', 'number']], 'A Ghost export may be at most ${', 'A Ghost export may be at most 50 MB'),
  pattern('server.notCompleteJson', /^(.+) \(the file is not complete JSON\)$/, [['message', 'message']], ' (the file is not complete JSON)', 'This file is not a Ghost export (JSON): export it from Settings > Labs > Export your content in Ghost (the file is not complete JSON)'),
  pattern('server.noPosts', /^The (wordpress|blogger|ghost) export holds no posts$/, [['source', 'word']], 'The ${source} export holds no posts', 'The wordpress export holds no posts'),
  pattern('server.notCompleteXml', /^The file is not a complete XML export \((.*)\)$/s, [['detail', 'text']], 'The file is not a complete XML export (${', 'The file is not a complete XML export (Unexpected close tag)'),
  pattern('server.exportVersion', /^This export is version (\d+); this site reads up to version (\d+)$/, [['version', 'number'], ['max', 'number']], '; this site reads up to version ${', 'This export is version 2; this site reads up to version 1'),
  pattern('server.imageAnswered', /^answered (\d+)$/, [['status', 'text']], 'answered ${status}', 'answered 404'),
  pattern('server.imageRedirects', /^more than (\d+) redirects$/, [['max', 'number']], 'more than ${MAX_REDIRECTS} redirects', 'more than 3 redirects'),
  pattern('server.imagePrivate', /^refused: (\S+) is a private or local address$/, [['host', 'text']], ' is a private or local address', 'refused: 127.0.0.1 is a private or local address'),
  pattern('server.csvSeparator', /^The file must be comma-separated; its header is separated by (tabs|"[^"]*")$/, [['separator', 'text']], 'The file must be comma-separated; its header is separated by ${', 'The file must be comma-separated; its header is separated by tabs'),
  pattern('server.csvTooManyLines', /^A file may hold at most ([\d,]+) lines; this one has ([\d,]+)$/, [['max', 'number'], ['count', 'number']], ' lines; this one has ${', 'A file may hold at most 100,000 lines; this one has 100,001'),
  pattern('server.csvLinesHaveErrors', /^(\d+) line\(s\) have errors: nothing was imported$/, [['count', 'text']], ' line(s) have errors: nothing was imported', '2 line(s) have errors: nothing was imported'),
  pattern('server.csvValueCount', /^Expected (\d+) values, found (\d+)$/, [['expected', 'text'], ['found', 'text']], 'Expected ${header.length} values, found ${cells.length}', 'Expected 4 values, found 3'),
  pattern('server.csvEmail', /^Email: (.+)$/s, [['message', 'message']], 'Email: ${', 'Email: Please enter a valid email address.'),
  pattern('server.csvBirthMonth', /^Child's birth month: (.+)$/s, [['message', 'message']], "Child's birth month: ${", "Child's birth month: Birth month cannot be in the future"),
  pattern('server.imageMaxPixels', /^The image may have at most ([\d,]+) pixels\.$/, [['max', 'number']], 'The image may have at most ${', 'The image may have at most 40,000,000 pixels.'),
  pattern('server.testEmailFailed', /^The test email could not be sent: (.+)$/s, [['reason', 'text']], 'The test email could not be sent: ${', 'The test email could not be sent: connection refused'),
];

const KEY_OF_MESSAGE = new Map<string, AdminTextKey>(Object.entries(SERVER_MESSAGES));

const selectKey = (word: string) => word.replace(/ (\w)/g, (_m, c: string) => c.toUpperCase());

/**
 * A server message in the admin's language; `inner` shows a message inside a message (a CSV
 * line's "Email: ..."), validationText by default through its caller. Unknown: unchanged.
 */
export function serverText(t: Translate, message: string, inner: (message: string) => string = (m) => serverText(t, m)): string {
  const key = KEY_OF_MESSAGE.get(message);
  if (key) return t(key);
  for (const { key: patternKey, pattern: re, values } of SERVER_PATTERNS) {
    const match = re.exec(message);
    if (!match) continue;
    const filled: Values = {};
    values.forEach(([name, kind], i) => {
      const raw = match[i + 1];
      filled[name] = kind === 'number' ? Number(raw.replace(/,/g, '')) : kind === 'word' ? selectKey(raw) : kind === 'message' ? inner(raw) : raw;
    });
    return t(patternKey, filled);
  }
  return message;
}
