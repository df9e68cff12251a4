import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** A page number of an admin list (`?page=`), 1 when absent. */
export class PageQuery {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'The page must be a whole number.' })
  @Min(1, { message: 'The page must be 1 or more.' })
  @Max(100000, { message: 'There are not that many pages.' })
  page?: number;
}

/** How many rows one page of an admin list shows. */
export const ADMIN_PAGE_SIZE = 50;
