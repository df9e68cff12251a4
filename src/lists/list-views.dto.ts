import { ApiProperty } from '@nestjs/swagger';
import type { ListCounts } from './admin-lists.service';
import type { SubscriptionStatus } from './list-subscription.entity';

/** The answers of the lists' calls as the OpenAPI document names them. */

export class ListCountsView implements ListCounts {
  @ApiProperty() courseSlug: string;
  @ApiProperty() title: string;
  @ApiProperty() confirmed: number;
  @ApiProperty() pending: number;
}

export class SubscriberView {
  @ApiProperty() email: string;
  @ApiProperty({ type: String, nullable: true }) name: string | null;
  @ApiProperty({ enum: ['pending', 'confirmed', 'unsubscribed'] }) status: SubscriptionStatus;
  @ApiProperty() member: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) confirmedAt: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  unsubscribedAt: string | null;
}

export class SubscribersPage {
  @ApiProperty() total: number;
  @ApiProperty() confirmed: number;
  @ApiProperty() pending: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
  @ApiProperty({ type: [SubscriberView] }) items: SubscriberView[];
}

export class UnsubscribedView {
  @ApiProperty({ example: 'You have left the list.' }) message: string;
  @ApiProperty({ description: 'The list left' }) list: string;
}
