/**
 * What the pages take of submissions, and nothing else: the no-JS posts of the form pages, the
 * answer state a page renders, the form islands' props. A second door beside `index.server.ts`,
 * because a page's first render must not compile storing and e-mails, which that one brings
 * (docs/decisions/0041-worker-modules-loaded-on-use.md); storing loads on the first post.
 */
export { registerFormPages } from './post-door.server';
export { FormPostContext, useFormPost, type FormPostState } from './post-state.server';
export { commonTexts, formIslandBase } from './island-props.server';
