import { Controller, Header, Injectable, Module } from '@nestjs/common';
import { ApiProperty, ApiTags } from '@nestjs/swagger';
import { ReadModels, type ReadModel } from '../shared/read-models/index.js';
import { LANGUAGE_CODES, LANGUAGE_NAMES, isLanguageCode } from '../shared/languages.js';
import { IdentityApi, IdentityModule } from '../modules/identity/index.js';
import { CoursesApi, CoursesModule } from '../modules/courses/index.js';
import { Endpoint } from '../shared/http/endpoint.js';

export class LandingStatsDto {
  @ApiProperty({ example: 124 }) totalUsers!: number;
  @ApiProperty({ example: 12 }) totalCourses!: number;
  @ApiProperty({ example: 8 }) totalLanguages!: number;
}

/**
 * Landing stats, composed above identity and courses (docs/architecture.md, The module chain), from a read
 * model (ADR 0070) rebuilt after a member or a course changes, in every instance.
 */
@Injectable()
export class LandingStatsService {
  private readonly model: ReadModel<LandingStatsDto>;

  constructor(
    private readonly identity: IdentityApi,
    private readonly courses: CoursesApi,
    readModels: ReadModels,
  ) {
    this.model = readModels.register('landing stats', ['members', 'courses'], () => this.compute());
  }

  stats(): Promise<LandingStatsDto> {
    return this.model.get();
  }

  private async compute(): Promise<LandingStatsDto> {
    const [totalUsers, totalCourses, spoken, taught] = await Promise.all([
      this.identity.countMembers(),
      this.courses.countPublishedCourses(),
      this.identity.spokenLanguages(),
      this.courses.courseLanguages(),
    ]);
    return { totalUsers, totalCourses, totalLanguages: new Set([...spoken, ...taught].map(languageKey)).size };
  }
}

/**
 * Courses store language codes; profiles may still hold Portuguese names ("Inglês"). Both are
 * counted by code, so one language is never counted twice.
 */
function languageKey(value: string): string {
  if (isLanguageCode(value)) return value;
  return LANGUAGE_CODES.find((code) => LANGUAGE_NAMES[code].pt === value) ?? value;
}

@ApiTags('landing')
@Controller('landing')
export class LandingController {
  constructor(private readonly landing: LandingStatsService) {}

  @Endpoint({
    method: 'GET', path: 'stats', operationId: 'getLandingStats', auth: 'public', ok: LandingStatsDto,
    summary: 'Live numbers for the landing page (no sign-in needed)',
  })
  // From memory and true within a notification's delivery (ADR 0070): nothing downstream keeps a copy.
  @Header('Cache-Control', 'no-cache')
  stats(): Promise<LandingStatsDto> {
    return this.landing.stats();
  }
}

@Module({
  imports: [IdentityModule, CoursesModule],
  controllers: [LandingController],
  providers: [LandingStatsService],
})
export class LandingModule {}
