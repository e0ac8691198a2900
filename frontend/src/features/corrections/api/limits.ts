import { requestLimits } from '../../../lib/api/limits';

/** The corrections' form limits, as the server's DTOs declare them (generated, ADR 0045). */
export const writingLimits = requestLimits.WritingInputDto;
export const correctionLimits = {
  corrected: requestLimits.SentenceJudgementInputDto.corrected,
  note: requestLimits.SentenceJudgementInputDto.note,
  comment: requestLimits.CorrectionInputDto.comment,
};
export const replyLimits = requestLimits.ReplyInputDto;
