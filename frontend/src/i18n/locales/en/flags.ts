import type pt from '../pt/flags';
import type { Catalogue } from '../../catalogue';

const flags: Catalogue<typeof pt> = {
  blocks: {
    block: 'Block',
    label: 'Block {{name}}',
    cancel: 'Cancel',
    confirmTitle: 'Block {{name}}?',
    confirmMessage:
      "You will no longer see {{name}}'s posts, comments, chat messages or courses, nor be notified of their likes and comments. Nobody tells {{name}} of the block. You can undo it in Settings › Privacy.",
    done: 'You blocked {{name}}.',
    error: 'Could not block now. Please try again.',
    state: 'You blocked this member',
    unblock: 'Unblock',
    unblockLabel: 'Unblock {{name}}',
    undone: 'Block undone: you will see what {{name}} writes again.',
    unblockError: 'Could not undo the block now. Please try again.',
  },
  menu: {
    post: 'More actions: post by {{name}}',
    comment: 'More actions: comment by {{name}}',
    course: 'More actions: course {{name}}',
    message: 'More actions: message by {{name}}',
    writing: 'More actions: text by {{name}}',
    correction: 'More actions: correction by {{name}}',
    writing_reply: 'More actions: reply by {{name}}',
    member: 'More actions: profile of {{name}}',
  },
  report: {
    action: 'Report',
    title: {
      post: 'Report post',
      post_comment: 'Report comment',
      course: 'Report course',
      course_comment: 'Report comment',
      lesson_comment: 'Report comment',
      chat_message: 'Report message',
      writing: 'Report text',
      correction: 'Report correction',
      writing_reply: 'Report reply',
      member: 'Report profile',
    },
    intro: 'Tell the moderators what is wrong. Whoever wrote it will not know it was you.',
    reason: 'Reason',
    reasonRequired: 'Choose a reason.',
    details: 'Details (optional)',
    detailsHint: 'What do the moderators need to know to understand the problem?',
    submit: 'Send report',
    cancel: 'Cancel',
  },
  reasons: {
    spam: 'Spam',
    harassment: 'Harassment',
    inappropriate: 'Inappropriate content',
    other: 'Other',
  },
  reasonHints: {
    spam: 'Advertising, scams or the same message over and over.',
    harassment: 'Insults, threats or someone being hounded.',
    inappropriate: 'Sexual, violent or hateful content.',
    other: 'Something else the moderators should see.',
  },
  done: {
    title: 'Thank you for telling us',
    message: 'Your report has reached the moderators. If the content breaks the community rules it will be removed, and you will get a notification once your report has been reviewed.',
    replaced: 'You had already reported this item: your new reason replaces the earlier one.',
    close: 'Close',
  },
  errors: {
    rateLimitedHours_one: 'You have reached today’s limit of reports. Try again in {{count}} hour.',
    rateLimitedHours_other: 'You have reached today’s limit of reports. Try again in {{count}} hours.',
    rateLimitedMinutes_one: 'You have reached today’s limit of reports. Try again in {{count}} minute.',
    rateLimitedMinutes_other: 'You have reached today’s limit of reports. Try again in {{count}} minutes.',
    gone: 'This content no longer exists: it may already have been removed.',
    banned: 'Your account is suspended and cannot send reports.',
    connection: 'No connection. Check your internet and try again.',
    failed: 'Could not send the report. Please try again.',
  },
};

export default flags;
