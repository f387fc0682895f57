import type { ReactNode } from 'react';
import { deferred } from '../../app/deferred';

// The newsletter form (MUI's inputs) loads after the page, and the picks and tags (links, which work
// as they are until then) hydrate after it: app/deferred.tsx.
const NewsletterBox = deferred(() => import('../subscribe/NewsletterBox').then((m) => m.NewsletterBox));
const EditorsPicksList = deferred(() => import('../articles/EditorsPicks').then((m) => m.EditorsPicksList));
const MostReadList = deferred(() => import('../insight/MostRead').then((m) => m.MostReadList));
const PopularTags = deferred(() => import('../taxonomy/PopularTags').then((m) => m.PopularTags));

/** The listing sidebar (docs/decisions.md#screens): editor's picks, most read this week (issue 31), popular tags, newsletter box. */
export function Sidebar() {
  return (
    <div className="tb-sidebar" data-testid="sidebar">
      <EditorsPicksList />
      <MostReadList />
      <PopularTags />
      <NewsletterBox />
    </div>
  );
}

/** Content beside the sidebar on wide screens (1200 px up); the sidebar goes below it on narrower ones. Plain (app/readerCss.ts). */
export function WithSidebar({ children }: { children: ReactNode }) {
  return (
    <div className="tb-with-sidebar">
      <div className="tb-with-sidebar-main">{children}</div>
      <Sidebar />
    </div>
  );
}
