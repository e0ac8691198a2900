import { Header } from '@nestjs/common';
import { ForAdministrators } from '../../../identity/index.js';
import { ReportsService } from '../../application/reports.service.js';
import { ReportsDto } from './reports.dto.js';
import { Endpoint } from '../../../../shared/http/endpoint.js';

/** The administrators' reports (spec: admin sections 2, 3 and 7); ADR 0033. */
@ForAdministrators('admin', 'admin')
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  /** Takes no parameters: any query string is ignored, as on the other admin reads without one. */
  @Endpoint({
    method: 'GET', path: 'reports', operationId: 'getAdminReports', auth: 'admin', ok: ReportsDto,
    summary: 'Reports: overview, member, course, community, learning and corrections analytics, system health and 30-day series',
  })
  @Header('Cache-Control', 'no-store')
  report(): Promise<ReportsDto> {
    return this.reports.report();
  }
}
