import { Body, Controller, Query, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { LanguageQueryDto } from '../../../../shared/http/language.js';
import { CursorQueryDto } from '../../../../shared/http/pagination.js';
import {
  CurrentMember,
  IdentityApi,
  MemberGuard,
  OptionalMember,
  OptionalMemberGuard,
  type AuthenticatedMember,
} from '../../../identity/index.js';
import { LIKE_XP_DAILY_CAP } from '../../domain/xp-rules.js';
import { ProgressService } from '../../application/progress.service.js';
import { RankingService } from '../../application/ranking.service.js';
import {
  BadgesDto,
  RankDto,
  RankingDto,
  XpAddDto,
  XpAddResultDto,
  XpHistoryDto,
  XpRulesDto,
} from './gamification.dto.js';
import { Endpoint } from '../../../../shared/http/endpoint.js';

@ApiTags('gamification')
@Controller()
export class GamificationController {
  constructor(
    private readonly progress: ProgressService,
    private readonly ranking: RankingService,
  ) {}

  @Endpoint({
    method: 'GET', path: 'ranks', operationId: 'listRanks', auth: 'optional', ok: [RankDto],
    summary: 'The ten patentes, lowest first (with the reader’s status when signed in)',
    errors: { 400: 'An unknown lang' },
  })
  @UseGuards(OptionalMemberGuard)
  async ranks(@OptionalMember() member: AuthenticatedMember | undefined, @Query() query: LanguageQueryDto): Promise<RankDto[]> {
    const language = await this.progress.languageOf(member?.id, query.lang);
    return this.progress.listRanks(language, member?.id);
  }

  @Endpoint({
    method: 'GET', path: 'xp/rules', operationId: 'getXpRules', auth: 'public', ok: XpRulesDto,
    summary: 'Where XP comes from: the amounts and limits (the /patentes table)',
  })
  rules(): XpRulesDto {
    return { sources: this.progress.xpSources(), likeDailyCap: LIKE_XP_DAILY_CAP, dailyGoals: [...IdentityApi.dailyGoals] };
  }

  @Endpoint({
    method: 'GET', path: 'badges', operationId: 'listBadges', auth: 'member', ok: BadgesDto,
    summary: 'The member’s badges and the whole catalogue',
    errors: { 400: 'An unknown lang' },
  })
  @UseGuards(MemberGuard)
  async badges(@CurrentMember() member: AuthenticatedMember, @Query() query: LanguageQueryDto): Promise<BadgesDto> {
    return this.progress.listBadges(member.id, await this.progress.languageOf(member.id, query.lang));
  }

  @Endpoint({
    method: 'GET', path: 'xp/history', operationId: 'getXpHistory', auth: 'member', ok: XpHistoryDto,
    summary: 'Where the member’s XP came from: their ledger, newest first',
    errors: { 400: 'A malformed cursor or limit' },
  })
  @UseGuards(MemberGuard)
  history(@CurrentMember() member: AuthenticatedMember, @Query() query: CursorQueryDto): Promise<XpHistoryDto> {
    return this.progress.history(member.id, { cursor: query.cursor, limit: query.limit });
  }

  @Endpoint({
    method: 'POST', path: 'xp/add', operationId: 'getAwardForAction', auth: 'member', status: 200, ok: XpAddResultDto,
    summary: 'What the server already awarded for one of the member’s actions (for toasts); never creates XP',
    errors: { 400: 'Unknown action type, wrong reference type or malformed id', 429: 'More than 60 calls a minute (GAMIFICATION.XP_ADD_RATE_LIMITED, with Retry-After)' },
  })
  @UseGuards(MemberGuard)
  async add(
    @CurrentMember() member: AuthenticatedMember,
    @Body() body: XpAddDto,
    @Query() query: LanguageQueryDto,
  ): Promise<XpAddResultDto> {
    const language = await this.progress.languageOf(member.id, query.lang);
    return this.progress.awardAnswer(member.id, body, language);
  }

  @Endpoint({
    method: 'GET', path: 'ranking', operationId: 'getRanking', auth: 'member', ok: RankingDto,
    summary: 'This week’s ranking: the first 100, how many are ranked, and the caller’s own position',
  })
  @UseGuards(MemberGuard)
  getRanking(@CurrentMember() member: AuthenticatedMember): Promise<RankingDto> {
    return this.ranking.getRanking(member.id);
  }
}
