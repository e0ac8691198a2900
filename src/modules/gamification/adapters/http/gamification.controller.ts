import { Body, Controller, Get, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorBody } from '../../../../shared/http/error-body.js';
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

@ApiTags('gamification')
@Controller()
export class GamificationController {
  constructor(
    private readonly progress: ProgressService,
    private readonly ranking: RankingService,
  ) {}

  @Get('ranks')
  @UseGuards(OptionalMemberGuard)
  @ApiOperation({
    summary: 'The ten patentes, lowest first (with the reader’s status when signed in)',
    operationId: 'listRanks',
  })
  @ApiOkResponse({ type: [RankDto] })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'An unknown lang' })
  async ranks(@OptionalMember() member: AuthenticatedMember | undefined, @Query() query: LanguageQueryDto): Promise<RankDto[]> {
    const language = await this.progress.languageOf(member?.id, query.lang);
    return this.progress.listRanks(language, member?.id);
  }

  @Get('xp/rules')
  @ApiOperation({ summary: 'Where XP comes from: the amounts and limits (the /patentes table)', operationId: 'getXpRules' })
  @ApiOkResponse({ type: XpRulesDto })
  rules(): XpRulesDto {
    return { sources: this.progress.xpSources(), likeDailyCap: LIKE_XP_DAILY_CAP, dailyGoals: [...IdentityApi.dailyGoals] };
  }

  @Get('badges')
  @UseGuards(MemberGuard)
  @ApiUnauthorizedResponse({ type: ErrorBody })
  @ApiOperation({ summary: 'The member’s badges and the whole catalogue', operationId: 'listBadges' })
  @ApiOkResponse({ type: BadgesDto })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'An unknown lang' })
  async badges(@CurrentMember() member: AuthenticatedMember, @Query() query: LanguageQueryDto): Promise<BadgesDto> {
    return this.progress.listBadges(member.id, await this.progress.languageOf(member.id, query.lang));
  }

  @Get('xp/history')
  @UseGuards(MemberGuard)
  @ApiUnauthorizedResponse({ type: ErrorBody })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'A malformed cursor or limit' })
  @ApiOperation({ summary: 'Where the member’s XP came from: their ledger, newest first', operationId: 'getXpHistory' })
  @ApiOkResponse({ type: XpHistoryDto })
  history(@CurrentMember() member: AuthenticatedMember, @Query() query: CursorQueryDto): Promise<XpHistoryDto> {
    return this.progress.history(member.id, { cursor: query.cursor, limit: query.limit });
  }

  @Post('xp/add')
  @HttpCode(200)
  @UseGuards(MemberGuard)
  @ApiUnauthorizedResponse({ type: ErrorBody })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'Unknown action type, wrong reference type or malformed id' })
  @ApiTooManyRequestsResponse({ type: ErrorBody, description: 'More than 60 calls a minute (GAMIFICATION.XP_ADD_RATE_LIMITED, with Retry-After)' })
  @ApiOperation({
    summary: 'What the server already awarded for one of the member’s actions (for toasts); never creates XP',
    operationId: 'getAwardForAction',
  })
  @ApiOkResponse({ type: XpAddResultDto })
  async add(
    @CurrentMember() member: AuthenticatedMember,
    @Body() body: XpAddDto,
    @Query() query: LanguageQueryDto,
  ): Promise<XpAddResultDto> {
    const language = await this.progress.languageOf(member.id, query.lang);
    return this.progress.awardAnswer(member.id, body, language);
  }

  @Get('ranking')
  @UseGuards(MemberGuard)
  @ApiUnauthorizedResponse({ type: ErrorBody })
  @ApiOperation({
    summary: 'This week’s ranking: the first 100, how many are ranked, and the caller’s own position',
    operationId: 'getRanking',
  })
  @ApiOkResponse({ type: RankingDto })
  getRanking(@CurrentMember() member: AuthenticatedMember): Promise<RankingDto> {
    return this.ranking.getRanking(member.id);
  }
}
