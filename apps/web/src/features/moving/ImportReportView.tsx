import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useAdminText } from '../../i18n/admin';
import { validationText } from '../admin/form/validationText';

/** The server's import report (apps/server/src/modules/moving/import.types.ts). */
export interface ImportReport {
  dryRun: boolean;
  posts: number;
  alreadyImported: number;
  created: number;
  byStatus: { published: number; draft: number; scheduled: number };
  categories: { existing: number; created: number };
  tags: { existing: number; created: number };
  authors: { existing: number; created: number };
  renamed: { title: string; from: string; to: string }[];
  converted: Record<string, number>;
  unsupported: Record<string, number>;
  skipped: Record<string, number>;
  languages: { en: number; id: number };
  images: { found: number; imported: number; failed: { url: string; reason: string }[] };
  redirects: number;
  problems: { title: string; message: string }[];
}

export function ImportReportView({ report: r }: { report: ImportReport }) {
  const t = useAdminText();
  const lines = [
    t(r.dryRun ? 'moving.report.postsDry' : 'moving.report.posts', { posts: r.posts, created: r.created, already: r.alreadyImported }),
    t('moving.report.status', { published: r.byStatus.published, draft: r.byStatus.draft, scheduled: r.byStatus.scheduled, en: r.languages.en, id: r.languages.id }),
    t('moving.report.taxonomy', {
      categoriesNew: r.categories.created,
      categoriesOld: r.categories.existing,
      tagsNew: r.tags.created,
      tagsOld: r.tags.existing,
      authorsNew: r.authors.created,
      authorsOld: r.authors.existing,
    }),
    r.dryRun ? t('moving.report.imagesDry', { found: r.images.found }) : t('moving.report.images', { imported: r.images.imported, failed: r.images.failed.length, redirects: r.redirects }),
    ...r.renamed.map((x) => t('moving.report.renamed', { title: x.title, to: x.to, from: x.from })),
    ...Object.entries(r.converted).map(([k, n]) => t('moving.report.converted', { kind: k, n })),
    ...Object.entries(r.unsupported).map(([k, n]) => t('moving.report.unsupported', { kind: k, n })),
    ...Object.entries(r.skipped).map(([k, n]) => t('moving.report.skipped', { kind: k, n })),
    ...r.images.failed.map((f) => t('moving.report.imageFailed', { url: f.url, reason: validationText(t, f.reason) })),
    ...r.problems.map((p) => `${p.title ? `“${p.title}”: ` : ''}${validationText(t, p.message)}`),
  ];
  return (
    <>
      <Typography variant="subtitle1" component="h4">
        {t(r.dryRun ? 'moving.report.dryTitle' : 'moving.report.finalTitle')}
      </Typography>
      <List dense aria-label={t(r.dryRun ? 'moving.report.dryTitle' : 'moving.report.finalTitle')}>
        {lines.map((line, i) => (
          <ListItem key={i} disableGutters>
            {line}
          </ListItem>
        ))}
      </List>
    </>
  );
}
