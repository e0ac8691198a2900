import { Controller, Get, Header, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorBody } from '../../../../shared/http/error-body.js';
import { AdminGuard } from '../../../identity/index.js';
import { ReportsService } from '../../application/reports.service.js';
import { ReportsDto } from './reports.dto.js';

/** The administrators' reports (spec: admin sections 2, 3 and 7); ADR 0033. */
@ApiTags('admin')
@ApiUnauthorizedResponse({ type: ErrorBody, description: 'Not signed in' })
@ApiForbiddenResponse({ type: ErrorBody, description: 'Not an administrator' })
@UseGuards(AdminGuard)
@Controller('admin')
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  /** Takes no parameters: any query string is ignored, as on the other admin reads without one. */
  @Get('reports')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Reports: overview, member, course, community and learning analytics, system health and 30-day series',
    operationId: 'getAdminReports',
  })
  @ApiOkResponse({ type: ReportsDto })
  report(): Promise<ReportsDto> {
    return this.reports.report();
  }
}
