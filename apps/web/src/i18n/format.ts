/**
 * Formats the reader's messages (issue 28): the ICU message AST the build compiles the catalogues
 * to (vite.config.ts), in a page's locale, with one set of Intl formatters per locale for the life
 * of the page or the server. react-intl built a new intl object per provider and render, and its
 * locale checks (`supportedLocalesOf`) were a 100 ms task on a slow phone; the reader uses plain
 * texts, numbers and plurals only, which this formats. The admin keeps react-intl (its own chunk).
 * Tests import the catalogues as text: a message given as text is parsed once (the parser is
 * aliased away in the browser and server bundles, where every message comes compiled).
 */
import { parse, TYPE, type MessageFormatElement, type PluralOrSelectOption } from '@formatjs/icu-messageformat-parser';

export type MessageValues = Record<string, string | number | Date>;
export type Message = string | MessageFormatElement[];

/** The reader's language a locale is written in (en, en-US, id, id-ID…), if one of the two. */
const readerLanguageOf = (locale: string) => /^(en|id)(-|$)/i.exec(locale)?.[1].toLowerCase() as 'en' | 'id' | undefined;

/** One locale's formatters, made on first use. */
class LocaleFormats {
  private numbers?: Intl.NumberFormat;
  private readonly plurals = new Map<string, Intl.PluralRules>();
  private dates?: Intl.DateTimeFormat;

  /** English or Indonesian: Latin digits, and plural rules simple enough to apply without Intl. */
  private readonly language: 'en' | 'id' | undefined;

  constructor(readonly locale: string) {
    this.language = readerLanguageOf(locale);
  }

  number(value: number): string {
    // A small whole number (minutes to read, a count of articles) reads the same in every locale
    // with Latin digits: Intl's formatter costs 15 ms to make on a slow phone, during hydration.
    if (this.language && Number.isInteger(value) && value >= 0 && value < 1000) return String(value);
    this.numbers ??= new Intl.NumberFormat(this.locale);
    return this.numbers.format(value);
  }

  plural(value: number, type: 'cardinal' | 'ordinal'): string {
    // CLDR's cardinal rules of the reader's two languages for whole numbers, without making Intl's rules.
    if (type === 'cardinal' && this.language && Number.isInteger(value)) return this.language === 'en' && Math.abs(value) === 1 ? 'one' : 'other';
    let rules = this.plurals.get(type);
    if (!rules) this.plurals.set(type, (rules = new Intl.PluralRules(this.locale, { type })));
    return rules.select(value);
  }

  date(value: Date | number | string, options?: Intl.DateTimeFormatOptions): string {
    return (options ? new Intl.DateTimeFormat(this.locale, options) : (this.dates ??= new Intl.DateTimeFormat(this.locale))).format(new Date(value));
  }
}

const formatsByLocale = new Map<string, LocaleFormats>();
function formatsOf(locale: string): LocaleFormats {
  let formats = formatsByLocale.get(locale);
  if (!formats) formatsByLocale.set(locale, (formats = new LocaleFormats(locale)));
  return formats;
}

const asNumber = (value: unknown) => (typeof value === 'number' ? value : Number(value));

function formatElements(elements: MessageFormatElement[], values: MessageValues, formats: LocaleFormats, pound?: number): string {
  let out = '';
  for (const element of elements) {
    switch (element.type) {
      case TYPE.literal:
        out += element.value;
        break;
      case TYPE.argument: {
        // As react-intl: a plain argument is its text (a number unformatted), a date in the locale's format.
        const value = values[element.value];
        out += value instanceof Date ? formats.date(value) : String(value ?? '');
        break;
      }
      case TYPE.number:
        out += formats.number(asNumber(values[element.value]));
        break;
      case TYPE.date:
      case TYPE.time:
        out += formats.date(values[element.value], element.type === TYPE.time ? { timeStyle: 'short' } : undefined);
        break;
      case TYPE.pound:
        out += pound === undefined ? '#' : formats.number(pound);
        break;
      case TYPE.select:
        out += formatElements(choose(element.options, String(values[element.value])), values, formats, pound);
        break;
      case TYPE.plural: {
        const value = asNumber(values[element.value]);
        const exact = element.options[`=${value}`];
        const shown = value - element.offset;
        const chosen = exact ? exact.value : choose(element.options, formats.plural(shown, element.pluralType ?? 'cardinal'));
        out += formatElements(chosen, values, formats, shown);
        break;
      }
      case TYPE.tag:
        out += formatElements(element.children, values, formats, pound);
        break;
    }
  }
  return out;
}

const choose = (options: Record<string, PluralOrSelectOption>, key: string) => (options[key] ?? options.other)?.value ?? [];

/** Messages given as text (tests), parsed once. */
const parsed = new Map<string, MessageFormatElement[]>();
function compiled(message: Message): MessageFormatElement[] {
  if (typeof message !== 'string') return message;
  let elements = parsed.get(message);
  if (!elements) parsed.set(message, (elements = parse(message)));
  return elements;
}

/** `message` with `values`, in `locale`'s numbers and plural rules. */
export function formatMessage(message: Message, values: MessageValues | undefined, locale: string): string {
  return formatElements(compiled(message), values ?? {}, formatsOf(locale));
}
