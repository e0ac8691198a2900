// The learner pages' namespaces, loaded with the first of them (ADR 0072).
import chat from './chat';
import community from './community';
import corrections from './corrections';
import courses from './courses';
import dashboard from './dashboard';
import flags from './flags';
import learning from './learning';
import profile from './profile';
import ranking from './ranking';
import ranks from './ranks';
import review from './review';
import settings from './settings';

export default { dashboard, courses, learning, community, corrections, review, ranking, ranks, chat, settings, profile, flags };
