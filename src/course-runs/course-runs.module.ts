import { Module } from '@nestjs/common';
import { ListsModule } from '../lists/lists.module';
import { AdminCourseRunsController, CourseRunsController } from './course-runs.controller';
import { CourseRunsAdminService } from './course-runs-admin.service';
import { CourseRunsService } from './course-runs.service';

/**
 * Course runs: the dated terms of the catalogue's courses, kept by the admin, shown on the course
 * pages and the dashboard, and given to the calendar feed (CourseRunsService.upcomingSessions).
 */
@Module({
  imports: [ListsModule],
  controllers: [CourseRunsController, AdminCourseRunsController],
  providers: [CourseRunsService, CourseRunsAdminService],
  exports: [CourseRunsService],
})
export class CourseRunsModule {}
