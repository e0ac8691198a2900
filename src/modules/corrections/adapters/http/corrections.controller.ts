import { Body, Param, Query, Res } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentAdmin, CurrentMember, ForAdministrators, ForMembers, type AuthenticatedMember } from '../../../identity/index.js';
import { Endpoint } from '../../../../shared/http/endpoint.js';
import type { Viewer } from '../../../../shared/moderation/index.js';
import { WritingService } from '../../application/writing.service.js';
import { CorrectingService } from '../../application/correcting.service.js';
import { ReadingService } from '../../application/reading.service.js';
import { PromptsService } from '../../application/prompts.service.js';
import {
  AdminPromptsDto,
  AdminPromptsInputDto,
  CorrectionDto,
  CorrectionInputDto,
  DeletedDto,
  HelpfulResultDto,
  MineQueryDto,
  QueueQueryDto,
  ReplyDto,
  ReplyInputDto,
  ReplyPageDto,
  TodayPromptsDto,
  WritingDetailDto,
  WritingDto,
  WritingInputDto,
  WritingPageDto,
} from './corrections.dto.js';

/** Who reads or acts, for the rule on items hidden by their reports (ADR 0103). */
const viewerOf = (member: AuthenticatedMember): Viewer & { memberId: string } => ({ memberId: member.id, isAdmin: member.isAdmin === true });

const BLOCKED_OR_HIDDEN = 'No such text, or one hidden by its reports, or one by a member the reader blocks or who blocks the reader (the same answer); also an id that is not a UUID';
const LIMIT_CORRECTIONS = 'At most 30 new corrections a São Paulo day (replacing one’s own is not new)';

/** Texts written to be corrected, their corrections and replies (ADR 0133). Members only: 401 for guests. */
@ForMembers('writings', 'corrections')
export class WritingsController {
  constructor(
    private readonly writing: WritingService,
    private readonly correcting: CorrectingService,
    private readonly reading: ReadingService,
  ) {}

  @Endpoint({
    method: 'POST', path: '', operationId: 'postWriting', auth: 'member', ok: WritingDto,
    summary: 'Write a text to be corrected, in a language the writer has not declared Nativo (split into sentences by the server)',
    errors: {
      400: 'Invalid input: title, text (1–3 000 characters, 1–40 sentences), a language the writer declared Nativo (CORRECTIONS.NATIVE_LANGUAGE), a prompt not among today’s in that language',
      403: 'The member is banned',
      429: 'At most 5 texts a São Paulo day',
    },
  })
  post(@CurrentMember() member: AuthenticatedMember, @Body() body: WritingInputDto): Promise<WritingDto> {
    return this.writing.postWriting(member.id, body);
  }

  @Endpoint({
    method: 'GET', path: 'queue', operationId: 'listWritingQueue', auth: 'member', ok: WritingPageDto,
    summary: 'Texts to correct in the languages the reader declared Nativo or Fluente: none corrected first, then those with one; oldest first, texts of members who corrected someone in the last 7 days first within each group',
    errors: { 400: 'A language or cursor that is not one this API gives' },
  })
  queue(@CurrentMember() member: AuthenticatedMember, @Query() query: QueueQueryDto): Promise<WritingPageDto> {
    return this.reading.queue(member.id, { language: query.language, cursor: query.cursor });
  }

  @Endpoint({
    method: 'GET', path: 'mine', operationId: 'listMyWritings', auth: 'member', ok: WritingPageDto,
    summary: 'The reader’s own texts, newest first, with how many corrections each received',
    errors: { 400: 'A cursor that is not one this API gives' },
  })
  mine(@CurrentMember() member: AuthenticatedMember, @Query() query: MineQueryDto): Promise<WritingPageDto> {
    return this.reading.mine(member.id, query.cursor);
  }

  @Endpoint({
    method: 'GET', path: ':id', operationId: 'getWriting', auth: 'member', ok: WritingDetailDto,
    summary: 'A text with its sentences, each one’s corrections (with a word diff) and the corrections’ authors',
    errors: { 404: BLOCKED_OR_HIDDEN },
  })
  get(@CurrentMember() member: AuthenticatedMember, @Param('id') id: string): Promise<WritingDetailDto> {
    return this.reading.writingPage(viewerOf(member), id);
  }

  @Endpoint({
    method: 'PUT', path: ':id', operationId: 'editWriting', auth: 'member', status: 200, ok: WritingDto,
    summary: 'Edit one’s own text (and so its split) until it receives its first correction',
    errors: {
      400: 'Invalid input, as for a new text',
      403: 'Not the author, or the member is banned',
      404: BLOCKED_OR_HIDDEN,
      409: 'The text received a correction and is locked (CORRECTIONS.WRITING_LOCKED)',
    },
  })
  edit(@CurrentMember() member: AuthenticatedMember, @Param('id') id: string, @Body() body: WritingInputDto): Promise<WritingDto> {
    return this.writing.editWriting(viewerOf(member), id, body);
  }

  @Endpoint({
    method: 'DELETE', path: ':id', operationId: 'deleteWriting', auth: 'member', ok: DeletedDto,
    summary: 'Delete a text with its corrections and replies (its author, or an administrator: audited)',
    errors: { 403: 'Neither the author nor an administrator, or the member is banned', 404: BLOCKED_OR_HIDDEN },
  })
  async delete(@CurrentMember() member: AuthenticatedMember, @Param('id') id: string): Promise<DeletedDto> {
    await this.writing.deleteWriting(viewerOf(member), member.email, id);
    return { success: true };
  }

  @Endpoint({
    method: 'PUT', path: ':id/correction', operationId: 'putWritingCorrection', auth: 'member', status: 201, ok: CorrectionDto,
    okDescription: 'The reader’s correction was created (200: it replaced their earlier one)',
    summary: 'Send (201) or replace (200) the reader’s one correction of a text, sentence by sentence',
    errors: {
      400: 'Invalid input (no sentence judged, an index out of the text or repeated, a corrected sentence missing, unchanged or too long, a note or comment too long), or one’s own text (CORRECTIONS.OWN_WRITING)',
      403: 'The reader did not declare the text’s language Nativo or Fluente (CORRECTIONS.NOT_FLUENT), or is banned',
      404: BLOCKED_OR_HIDDEN,
      409: 'The reader’s correction was marked helpful and can no longer change (CORRECTIONS.CORRECTION_LOCKED)',
      429: LIMIT_CORRECTIONS,
    },
  })
  @ApiResponse({ status: 200, description: 'The reader’s earlier correction was replaced', type: CorrectionDto })
  async correct(
    @CurrentMember() member: AuthenticatedMember,
    @Param('id') id: string,
    @Body() body: CorrectionInputDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CorrectionDto> {
    const { correction, created } = await this.correcting.giveCorrection(viewerOf(member), id, body);
    res.status(created ? 201 : 200);
    return correction;
  }

  @Endpoint({
    method: 'PUT', path: ':id/corrections/:correctionId/helpful', operationId: 'markCorrectionHelpful', auth: 'member', status: 200, ok: HelpfulResultDto,
    summary: 'The text’s author marks a correction helpful (once: its corrector earns XP once, whatever the repeats)',
    errors: { 403: 'Not the text’s author (CORRECTIONS.NOT_THE_AUTHOR), or the member is banned', 404: 'No such text or correction, as for reading the text' },
  })
  markHelpful(@CurrentMember() member: AuthenticatedMember, @Param('id') id: string, @Param('correctionId') correctionId: string): Promise<HelpfulResultDto> {
    return this.correcting.markHelpful(viewerOf(member), id, correctionId, true);
  }

  @Endpoint({
    method: 'DELETE', path: ':id/corrections/:correctionId/helpful', operationId: 'unmarkCorrectionHelpful', auth: 'member', status: 200, ok: HelpfulResultDto,
    summary: 'The text’s author takes back a helpful mark (the corrector’s XP for it is reversed)',
    errors: { 403: 'Not the text’s author (CORRECTIONS.NOT_THE_AUTHOR), or the member is banned', 404: 'No such text or correction, as for reading the text' },
  })
  unmarkHelpful(@CurrentMember() member: AuthenticatedMember, @Param('id') id: string, @Param('correctionId') correctionId: string): Promise<HelpfulResultDto> {
    return this.correcting.markHelpful(viewerOf(member), id, correctionId, false);
  }

  @Endpoint({
    method: 'GET', path: ':id/corrections/:correctionId/replies', operationId: 'listCorrectionReplies', auth: 'member', ok: ReplyPageDto,
    summary: 'Replies under one correction, oldest first',
    errors: { 400: 'A cursor that is not one this API gives', 404: 'No such text or correction, as for reading the text' },
  })
  replies(
    @CurrentMember() member: AuthenticatedMember,
    @Param('id') id: string,
    @Param('correctionId') correctionId: string,
    @Query() query: MineQueryDto,
  ): Promise<ReplyPageDto> {
    return this.reading.replies(viewerOf(member), id, correctionId, query.cursor);
  }

  @Endpoint({
    method: 'POST', path: ':id/corrections/:correctionId/replies', operationId: 'replyToCorrection', auth: 'member', ok: ReplyDto,
    summary: 'Reply under one correction (its corrector and the text’s author are notified)',
    errors: {
      400: 'An empty reply or one over 1 000 characters',
      403: 'The member is banned',
      404: 'No such text or correction, as for reading the text',
      429: 'At most 60 replies an hour',
    },
  })
  reply(
    @CurrentMember() member: AuthenticatedMember,
    @Param('id') id: string,
    @Param('correctionId') correctionId: string,
    @Body() body: ReplyInputDto,
  ): Promise<ReplyDto> {
    return this.correcting.addReply(viewerOf(member), id, correctionId, body.text);
  }
}

/** Today's writing prompts, for the writing page. */
@ForMembers('writing-prompts', 'corrections')
export class WritingPromptsController {
  constructor(private readonly prompts: PromptsService) {}

  @Endpoint({
    method: 'GET', path: '', operationId: 'listTodaysWritingPrompts', auth: 'member', ok: TodayPromptsDto,
    summary: 'Today’s writing prompts: a few per language, the same for everyone all São Paulo day',
  })
  today(): Promise<TodayPromptsDto> {
    return this.prompts.today();
  }
}

/** The administrators' list of writing prompts (audited). */
@ForAdministrators('admin/writing-prompts', 'corrections')
export class WritingPromptsAdminController {
  constructor(private readonly prompts: PromptsService) {}

  @Endpoint({
    method: 'GET', path: '', operationId: 'listWritingPrompts', auth: 'admin', ok: AdminPromptsDto,
    summary: 'The active writing prompts, by language then position',
  })
  list(): Promise<AdminPromptsDto> {
    return this.prompts.adminList();
  }

  @Endpoint({
    method: 'PUT', path: '', operationId: 'replaceWritingPrompts', auth: 'admin', status: 200, ok: AdminPromptsDto,
    summary: 'Replace the active writing prompts (in order; one left out is taken off, kept for the texts that name it)',
    errors: { 400: 'A prompt empty or over 200 characters, repeated, an unknown id, a language without any prompt, or over 50 in a language' },
  })
  replace(@CurrentAdmin() adminEmail: string, @Body() body: AdminPromptsInputDto): Promise<AdminPromptsDto> {
    return this.prompts.replace(adminEmail, body.prompts);
  }
}
