import { Injectable, Module, Param, Query } from '@nestjs/common';
import { defineDomainError } from '../shared/errors/index.js';
import { LanguageQueryDto, type Language } from '../shared/http/language.js';
import { isUuid } from '../shared/ids.js';
import { CurrentMember, IdentityModule, ForMembers, MemberProfilesApi, type AuthenticatedMember, type MemberProfile } from '../modules/identity/index.js';
import { GamificationApi, GamificationModule } from '../modules/gamification/index.js';
import { CommunityApi, CommunityModule } from '../modules/community/index.js';
import { CoursesApi, CoursesModule } from '../modules/courses/index.js';
import { CorrectionsFiguresApi, CorrectionsModule } from '../modules/corrections/index.js';
import { PgPool } from '../shared/pg-pool/index.js';
import { MemberProfileDto, ProfileStatsDto } from './profile.dto.js';
import { Endpoint } from '../shared/http/endpoint.js';
import { NotificationsModule } from '../modules/notifications/index.js';
import { SettingsController, SettingsViewService } from './settings.controller.js';

/** The spec's limit of badges on a profile (section 9). */
const PROFILE_BADGES = 10;

export const ProfileNotFoundError = defineDomainError('PROFILE.NOT_FOUND', 'not_found', 'Usuário não encontrado');
export const ProfilePrivateError = defineDomainError('PROFILE.PRIVATE', 'forbidden', 'Este perfil é privado.');

/**
 * Own and public profiles and their stats, composed above identity, gamification,
 * community, courses and corrections (ADR 0027): the stats' four modules answer in one statement (ADR 0080).
 */
@Injectable()
export class ProfileViewService {
  constructor(
    private readonly profiles: MemberProfilesApi,
    private readonly gamification: GamificationApi,
    private readonly community: CommunityApi,
    private readonly courses: CoursesApi,
    private readonly corrections: CorrectionsFiguresApi,
    private readonly db: PgPool,
  ) {}

  /** `language`: the reader's, for rank descriptions and badge names. */
  async profile(readerId: string, memberId: string, lang: Language | undefined): Promise<MemberProfileDto> {
    const member = await this.readable(readerId, memberId);
    // Without `lang`, the reader's preferred language: the profile just read when it is the reader's own.
    const language: Language =
      lang ?? ((member.id === readerId ? member : await this.profiles.getProfile(readerId))?.preferredLanguage === 'en' ? 'en' : 'pt');
    const progress = await this.gamification.getProfileProgress(member.id, language, PROFILE_BADGES);
    return {
      id: member.id,
      name: member.name,
      profile_picture: member.picture,
      biography: member.biography,
      created_at: member.createdAt.toISOString(),
      xp_total: progress.xpTotal,
      level: progress.level,
      level_progress: progress.levelProgress,
      currentRank: progress.currentRank,
      nextRank: progress.nextRank,
      userLanguages: member.userLanguages,
      badges: progress.recentBadges,
      is_profile_public: member.isProfilePublic,
      is_own: member.id === readerId,
    };
  }

  /** Two round trips: may the reader see the profile (identity), then one statement for the four modules' figures. */
  async stats(readerId: string, memberId: string): Promise<ProfileStatsDto> {
    const member = await this.readable(readerId, memberId);
    const [progress, community, courses, corrections] = await this.db.readTogether(
      this.gamification.profileStatsPart(member.id),
      this.community.authorStatsPart(member.id),
      this.courses.memberCoursesPart(member.id),
      this.corrections.correctorFigures(member.id),
    );
    return {
      totalPosts: community.totalPosts,
      totalLikes: community.totalLikes,
      rankingPosition: progress.position,
      coursesCompleted: courses.completed.length,
      completedCourses: courses.completed,
      coursesInProgress: courses.inProgress,
      totalBadges: progress.totalBadges,
      correctionsGiven: corrections.given,
      correctionsHelpful: corrections.helpful,
    };
  }

  /**
   * The member's profile if the reader may see it: 404 when there is none, 403 when private and
   * not the reader's. A profile hidden by its reports reads as a private one (ADR 0103).
   */
  private async readable(readerId: string, memberId: string): Promise<MemberProfile> {
    const member = isUuid(memberId) ? await this.profiles.getProfile(memberId) : null;
    if (!member) throw new ProfileNotFoundError();
    if ((!member.isProfilePublic || member.isHidden) && member.id !== readerId) throw new ProfilePrivateError();
    return member;
  }
}

@ForMembers('profile', 'profile')
export class ProfileViewController {
  constructor(private readonly views: ProfileViewService) {}

  @Endpoint({
    method: 'GET', path: 'stats', operationId: 'getOwnProfileStats', auth: 'member', ok: ProfileStatsDto,
    summary: "The member's own profile stats: posts, likes received, ranking position, courses, badges, corrections given",
  })
  ownStats(@CurrentMember() member: AuthenticatedMember): Promise<ProfileStatsDto> {
    return this.views.stats(member.id, member.id);
  }

  @Endpoint({
    method: 'GET', path: 'public/:userId', operationId: 'getPublicProfile', auth: 'member', ok: MemberProfileDto,
    summary: "A member's profile (the reader's own, or another member's public one)",
    errors: { 400: 'An unknown lang', 403: 'The profile is private and not the reader’s', 404: 'Usuário não encontrado' },
  })
  async profile(
    @CurrentMember() member: AuthenticatedMember,
    @Param('userId') userId: string,
    @Query() query: LanguageQueryDto,
  ): Promise<MemberProfileDto> {
    return this.views.profile(member.id, userId, query.lang);
  }

  @Endpoint({
    method: 'GET', path: 'public/:userId/stats', operationId: 'getPublicProfileStats', auth: 'member', ok: ProfileStatsDto,
    summary: "A member's profile stats (own, or another member's public profile)",
    errors: { 403: 'The profile is private and not the reader’s', 404: 'Usuário não encontrado' },
  })
  stats(@CurrentMember() member: AuthenticatedMember, @Param('userId') userId: string): Promise<ProfileStatsDto> {
    return this.views.stats(member.id, userId);
  }
}

@Module({
  imports: [IdentityModule, NotificationsModule, GamificationModule, CommunityModule, CoursesModule, CorrectionsModule],
  controllers: [ProfileViewController, SettingsController],
  providers: [ProfileViewService, SettingsViewService],
})
export class ProfileModule {}
