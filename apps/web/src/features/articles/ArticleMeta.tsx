import { AuthorAvatar } from './AuthorAvatar';
import { useLanguage, useT } from '../../i18n';
import { formatArticleDate } from './format';

interface Props {
  author: { name: string; imageUrl: string | null; image?: { srcset: string } | null } | null;
  publishDate: string;
  readTime: number;
  avatarSize?: number;
}

/** Author image and name, publish date and read time: one line under a title (plain elements, app/readerCss.ts). */
export function ArticleMeta({ author, publishDate, readTime, avatarSize = 36 }: Props) {
  const t = useT();
  const name = author?.name || t('article.anonymous');
  const language = useLanguage();
  return (
    <div className="tb-meta">
      <AuthorAvatar name={name} imageUrl={author?.imageUrl} srcset={author?.image?.srcset} size={avatarSize} />
      <div>
        <p className="tb-meta-name">{name}</p>
        <p className="tb-meta-when">
          <time dateTime={publishDate}>{formatArticleDate(publishDate, language)}</time>
          <span aria-hidden>·</span>
          <span>{t('article.readTime', { minutes: readTime })}</span>
        </p>
      </div>
    </div>
  );
}
