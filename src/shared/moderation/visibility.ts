/**
 * Who reads or acts: a member (or nobody, a guest) and whether they are an administrator. An item
 * hidden by its reports reaches only its author and administrators (ADR 0103), on every route
 * that lists it, reads it by id or acts on it; to anyone else it is an item that does not exist.
 */
export interface Viewer {
  memberId: string | null;
  isAdmin?: boolean;
}

/** The administrators' own screens and actions: every item, hidden or not. */
export const ADMINISTRATOR: Viewer = { memberId: null, isAdmin: true };

/**
 * The one rule, as SQL, for a reportable table aliased `alias`: its row is shown to the viewer
 * (ADR 0103). Every statement that lists a reportable item, reads one by id or loads one for an
 * action puts it in its own `where`, so a page is never short and a hidden item answers as a
 * missing one. The two placeholders (`?` unless told) take `viewerParams(viewer)`.
 */
export function shownToViewer(alias: string, author = 'author_id', [viewer, isAdmin]: readonly [string, string] = ['?', '?']): string {
  return `(${alias}.hidden_at is null or ${alias}.${author} = ${viewer}::uuid or ${isAdmin}::boolean)`;
}

/** The values of `shownToViewer`'s two placeholders. */
export function viewerParams(viewer: Viewer): [string | null, boolean] {
  return [viewer.memberId, viewer.isAdmin === true];
}

/** `shownToViewer` for a row already read (the in-memory fakes of the unit tests). */
export function isShownTo(item: { hidden: boolean; authorId: string | null }, viewer: Viewer): boolean {
  return !item.hidden || viewer.isAdmin === true || (item.authorId !== null && item.authorId === viewer.memberId);
}
