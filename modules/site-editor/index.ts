// The site editor wing's door (docs/architecture.md "Wings"): the back office's editors of the site content (issue 15
// item 1, issue 16) — sections as drafts with versions, preview, publish and roll back; pages; articles; the
// pictures they upload. It sits above the content, search and audit wings. Code outside imports this file only.
export { articleList, articleToEdit, removeArticle, saveArticle } from "./back-office/article-editor.ts";
export { postContentForm, sectionSchemaError } from "./back-office/content-forms.ts";
export { draftBeyondPages, pageList, pageToEdit, removePage, savePage } from "./back-office/page-editor.ts";
export {
  editorPage,
  postSectionEditor,
  sectionsToEdit,
  staffChoices,
  upcomingAuctions,
} from "./back-office/section-editor.ts";
export {
  compareVersions,
  contentOverview,
  contentSectionValue,
  contentVersionExists,
  type ContentWriteResult,
  discardDraft,
  publishDraft,
  rollBackTo,
  saveContentSection,
} from "./back-office/site-content-versions.ts";
