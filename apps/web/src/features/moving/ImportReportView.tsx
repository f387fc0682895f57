import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';

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
  const lines = [
    `${r.posts} posts in the file: ${r.created} ${r.dryRun ? 'to import' : 'imported'}, ${r.alreadyImported} already imported`,
    `${r.byStatus.published} published, ${r.byStatus.draft} draft${r.byStatus.draft === 1 ? '' : 's'}, ${r.byStatus.scheduled} scheduled · ${r.languages.en} English, ${r.languages.id} Indonesian`,
    `Categories: ${r.categories.created} new, ${r.categories.existing} existing · Tags: ${r.tags.created} new, ${r.tags.existing} existing · Authors: ${r.authors.created} new, ${r.authors.existing} existing`,
    r.dryRun ? `${r.images.found} images to download` : `Images: ${r.images.imported} imported, ${r.images.failed.length} failed · ${r.redirects} redirects added`,
    ...r.renamed.map((x) => `Slug taken: “${x.title}” becomes ${x.to} (was ${x.from})`),
    ...Object.entries(r.converted).map(([k, n]) => `Converted to HTML: ${k} × ${n}`),
    ...Object.entries(r.unsupported).map(([k, n]) => `Unsupported, left as text: ${k} × ${n}`),
    ...Object.entries(r.skipped).map(([k, n]) => `Not imported: ${k} × ${n}`),
    ...r.images.failed.map((f) => `Image left as it was: ${f.url} (${f.reason})`),
    ...r.problems.map((p) => `${p.title ? `“${p.title}”: ` : ''}${p.message}`),
  ];
  return (
    <>
      <Typography variant="subtitle1" component="h4">
        {r.dryRun ? 'Dry run report' : 'Final report'}
      </Typography>
      <List dense aria-label={r.dryRun ? 'Dry run report' : 'Final report'}>
        {lines.map((line, i) => (
          <ListItem key={i} disableGutters>
            {line}
          </ListItem>
        ))}
      </List>
    </>
  );
}
