import { Controller, Header, Injectable, Module } from '@nestjs/common';
import { ApiProperty, ApiTags } from '@nestjs/swagger';
import { Clock } from '../shared/time/index.js';
import { LANGUAGE_CODES, LANGUAGE_NAMES, isLanguageCode } from '../shared/languages.js';
import { IdentityApi, IdentityModule } from '../modules/identity/index.js';
import { CoursesApi, CoursesModule } from '../modules/courses/index.js';
import { Endpoint } from '../shared/http/endpoint.js';

export class LandingStatsDto {
  @ApiProperty({ example: 124 }) totalUsers!: number;
  @ApiProperty({ example: 12 }) totalCourses!: number;
  @ApiProperty({ example: 8 }) totalLanguages!: number;
}

/** How long one computed answer is reused: every visitor polls every 30 s. */
const CACHE_MS = 10_000;

/** Landing stats, composed above identity and courses (STYLE.md section 3). */
@Injectable()
export class LandingStatsService {
  private cached?: { at: number; value: Promise<LandingStatsDto> };

  constructor(
    private readonly identity: IdentityApi,
    private readonly courses: CoursesApi,
    private readonly clock: Clock,
  ) {}

  stats(): Promise<LandingStatsDto> {
    const now = this.clock.now().getTime();
    if (!this.cached || now - this.cached.at >= CACHE_MS) {
      const value = this.compute();
      this.cached = { at: now, value };
      // A failure is not cached: the next visitor tries again.
      value.catch(() => {
        if (this.cached?.value === value) this.cached = undefined;
      });
    }
    return this.cached.value;
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
  @Header('Cache-Control', 'public, max-age=10')
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
