import { articlePathOf, isLanguageCode, LANGUAGE_CODES } from '@tumbuh/shared';
import type { KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { TranslateSvg } from '../../components/plainIcons';
import { useLanguage, useLanguageName, useT } from '../../i18n';
import { rememberLanguage } from '../language/languageChoice';

interface Version {
  language: string;
  slug: string;
}

/** The language versions of an article, the current one first and one per language. */
export function articleVersions(current: Version, translations: readonly Version[]): Version[] {
  const seen = new Set<string>();
  const versions: Version[] = [];
  for (const v of [current, ...translations]) {
    if (seen.has(v.language)) continue;
    seen.add(v.language);
    versions.push({ language: v.language, slug: v.slug });
  }
  // A stable order (English, Indonesian) so the buttons do not jump between versions.
  return versions.sort((a, b) => LANGUAGE_CODES.indexOf(a.language) - LANGUAGE_CODES.indexOf(b.language));
}

/** Shown only when more than one language version exists; a choice opens that version. */
export function LanguageSwitcher({ current, translations }: { current: Version; translations: readonly Version[] }) {
  const navigate = useNavigate();
  const versions = articleVersions(current, translations);
  const t = useT();
  const language = useLanguage();
  const languageName = useLanguageName();
  if (versions.length < 2) return null;
  const choose = (language: string) => {
    const target = versions.find((v) => v.language === language);
    if (!target || target.slug === current.slug || !isLanguageCode(target.language)) return;
    rememberLanguage(target.language);
    void navigate(articlePathOf(target));
  };
  // As MUI's toggle group: one tab stop (the current version), arrow keys move between the buttons.
  const moveFocus = (e: KeyboardEvent<HTMLButtonElement>) => {
    const buttons = [...(e.currentTarget.parentElement?.querySelectorAll('button') ?? [])];
    const at = buttons.indexOf(e.currentTarget);
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[e.key];
    const next = e.key === 'Home' ? 0 : e.key === 'End' ? buttons.length - 1 : step === undefined || at < 0 ? -1 : (at + step + buttons.length) % buttons.length;
    if (next < 0) return;
    e.preventDefault();
    buttons[next].focus();
  };
  // Plain elements of the reader sheet (app/readerCss.ts: .tb-toggle).
  return (
    <div className="tb-article-languages" lang={language}>
      <div className="tb-article-languages-label">
        <TranslateSvg />
        <p id="article-language-label" className="tb-body2 tb-secondary">
          {t('article.readIn')}
        </p>
      </div>
      <div role="group" aria-labelledby="article-language-label" className="tb-toggle">
        {versions.map((v) => {
          const selected = v.language === current.language;
          return (
            <button key={v.language} type="button" value={v.language} aria-pressed={selected} tabIndex={selected ? 0 : -1} onKeyDown={moveFocus} onClick={() => choose(v.language)}>
              {languageName(v.language)}
            </button>
          );
        })}
      </div>
    </div>
  );
}
