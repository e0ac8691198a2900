import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api/errors';

/**
 * GET /api/admin/reports (spec section 3, Reports response). Written by hand until the endpoint's
 * generated type is in schema.d.ts.
 */
export interface AdminReports {
  overview: {
    totalUsers: number;
    totalCourses: number;
    totalPosts: number;
    totalLessons: number;
    totalEnrollments: number;
    totalRatings: number;
  };
  userAnalytics: {
    newUsersThisWeek: number;
    newUsersThisMonth: number;
    activeUsersToday: number;
    activeUsersThisWeek: number;
    topUsersByXP: { id: string; name: string | null; level: number; xp_total: number }[];
  };
  courseAnalytics: {
    popularCourses: {
      id: string;
      title: string;
      language: string;
      enrollment_count: number;
      completion_rate: number;
      average_rating: number | null;
    }[];
    recentEnrollments: { course_id: string; course_title: string; user_id: string; user_name: string | null; enrolled_at: string }[];
  };
  communityAnalytics: {
    postsThisWeek: number;
    postsThisMonth: number;
    pendingPosts: number;
    topActiveUsers: { user_id: string; user_name: string | null; post_count: number; total_likes: number }[];
  };
  learningAnalytics: {
    totalLessonsCompleted: number;
    averageLessonCompletionRate: number;
    totalStudyTime: number;
    recentCompletions: { lesson_title: string; course_title: string; user_name: string | null; completed_at: string }[];
  };
  systemHealth: {
    totalDbRows: number;
    orphanedData: { orphanedPosts: number; orphanedEnrollments: number };
    dataIntegrity: { usersWithProfile: number; totalUsers: number; integrityPercent: number };
  };
  series: {
    newMembersPerDay: { day: string; count: number }[];
    xpPerDay: { day: string; xp: number }[];
  };
  timestamp: string;
}

export const reportsKeys = {
  reports: ['admin', 'reports'] as const,
};

async function fetchReports(): Promise<AdminReports> {
  const response = await fetch('/api/admin/reports', { credentials: 'include', headers: { accept: 'application/json' } });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new ApiError(response.status, body);
  return body as AdminReports;
}

/** The reports; the figures on screen stay while a refresh is under way. */
export function useAdminReports() {
  return useQuery({
    queryKey: reportsKeys.reports,
    queryFn: fetchReports,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}
