/** The `status` of an article every reader may see; any other status is the owner's alone. */
export const ARTICLE_PUBLIC = 1
