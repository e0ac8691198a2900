// The migrations, in order. `npm run db:migration:create` appends new ones here.
import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121055134 as M0 } from './Migration20261121055134.js';
import { Migration20261121055948_identity as M1 } from './Migration20261121055948_identity.js';
import { Migration20261121060708_notifications as M2 } from './Migration20261121060708_notifications.js';
import { Migration20261121060802_community as M3 } from './Migration20261121060802_community.js';
import { Migration20261121061057_gamification as M4 } from './Migration20261121061057_gamification.js';
import { Migration20261121065121_xp_award_announcement as M5 } from './Migration20261121065121_xp_award_announcement.js';
import { Migration20261121071434_weekly_score_member_index as M6 } from './Migration20261121071434_weekly_score_member_index.js';
import { Migration20261122202617_admin as M7 } from './Migration20261122202617_admin.js';
import { Migration20261122203944_admin_member_list as M8 } from './Migration20261122203944_admin_member_list.js';
import { Migration20261122205950_admin_member_search_text as M9 } from './Migration20261122205950_admin_member_search_text.js';

export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261121055134', class: M0 },
  { name: 'Migration20261121055948_identity', class: M1 },
  { name: 'Migration20261121060708_notifications', class: M2 },
  { name: 'Migration20261121060802_community', class: M3 },
  { name: 'Migration20261121061057_gamification', class: M4 },
  { name: 'Migration20261121065121_xp_award_announcement', class: M5 },
  { name: 'Migration20261121071434_weekly_score_member_index', class: M6 },
  { name: 'Migration20261122202617_admin', class: M7 },
  { name: 'Migration20261122203944_admin_member_list', class: M8 },
  { name: 'Migration20261122205950_admin_member_search_text', class: M9 },
];
