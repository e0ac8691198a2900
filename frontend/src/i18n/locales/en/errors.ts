import type pt from '../pt/errors';
import type { Catalogue } from '../../catalogue';

const errors: Catalogue<typeof pt> = {
  notFound: {
    code: '404',
    title: 'Page not found',
    description: 'The address you opened does not exist or has moved.',
    backHome: 'Back to home',
  },
  route: {
    title: 'This page could not be opened',
    description: 'Check your connection and try again.',
    reload: 'Reload page',
  },
  server: {
    IDENTITY: {
      OAUTH_STATE_INVALID: 'OAuth validation failed. Please sign in again.',
      OAUTH_CODE_REJECTED: 'Authentication failed. Please try again.',
      NOT_SIGNED_IN: 'Sign in to continue.',
      NOT_ADMINISTRATOR: 'You do not have permission to access this area.',
      ADMIN_CREDENTIALS_INVALID: 'Invalid administrator credentials!',
      ADMIN_LOGIN_LOCKED: 'Too many sign-in attempts. Try again in {{minutes}} minute(s).',
      MEMBER_BANNED: 'Your account is suspended and cannot perform this action.',
      MEMBER_NOT_FOUND: 'User not found',
      NOTIFICATION_NOT_FOUND: 'Notification not found',
    },
    COMMUNITY: {
      POST_NOT_FOUND: 'Post not found.',
      COMMENT_NOT_FOUND: 'Comment not found.',
      POST_NOT_APPROVED: 'This post is still awaiting approval.',
      POST_NOT_APPROVED_comment: 'You can only comment on published posts.',
      POST_NOT_APPROVED_delete: 'This post is still awaiting approval: reject it instead of deleting it.',
      POST_NOT_APPROVED_quality: 'Only published posts can receive the quality badge.',
      POST_NOT_PENDING: 'This post has already been approved.',
      POST_NOT_PENDING_reject: 'Only pending posts can be rejected; a published post can be deleted.',
      QUALITY_BADGE_ALREADY_GIVEN: 'This post already has the quality badge',
      POST_RATE_LIMITED: 'You can send a post every {{interval}} seconds. Try again in {{seconds}} second(s).',
      TOO_MANY_PENDING_POSTS: 'You already have {{max}} posts awaiting approval. Try again once moderation has reviewed one of them.',
      COMMENT_RATE_LIMITED: 'You can comment every {{interval}} seconds. Try again in {{seconds}} second(s).',
    },
    GAMIFICATION: {
      UNKNOWN_ACTION: 'Unknown action type.',
      INVALID_REFERENCE: 'Invalid reference.',
      INVALID_REFERENCE_type: 'referenceType must be {{expectedType}} for {{actionType}}.',
      INVALID_REFERENCE_id: 'Invalid referenceId.',
      INVALID_GRANT: 'Invalid XP grant.',
      INVALID_GRANT_amount: 'The XP amount must be a whole number between 1 and {{max}}.',
      INVALID_GRANT_reason: 'Give a reason (up to 500 characters).',
      INVALID_GRANT_id: 'Invalid identifier.',
    },
    INVALID_CURSOR: 'Invalid cursor.',
    MALFORMED_JSON: 'The request body is not valid JSON.',
    PAYLOAD_TOO_LARGE: 'The request body is too large.',
    UNAUTHENTICATED: 'Sign in to continue.',
    NOT_FOUND: 'Not found.',
    METHOD_NOT_ALLOWED: 'Method not allowed.',
    UNSUPPORTED_MEDIA_TYPE: 'Unsupported content type.',
    RATE_LIMITED: 'Too many requests. Try again in a moment.',
    SERVICE_UNAVAILABLE: 'Service temporarily unavailable. Try again in a moment.',
    DATABASE_UNAVAILABLE: 'Database unavailable.',
    INTERNAL_ERROR: 'Internal server error. Please try again.',
  },
};

export default errors;
