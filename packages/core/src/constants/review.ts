/** The longest comment a manager may give with a review or a correction (issue 34). */
export const REVIEW_COMMENT_MAX_LENGTH = 2000;
/** A registration's versions answer holds at most this many, newest first. */
export const REGISTRATION_VERSIONS_MAX = 200;
/** A registration's review history answer holds at most this many changes, newest first. */
export const REGISTRATION_REVIEWS_MAX = 200;
