import { ApiExtraModels, ApiProperty, getSchemaPath } from '@nestjs/swagger';
import { PRACTICES } from '../practice';

export class PracticeSessionView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) clientId: string;
  @ApiProperty({ enum: PRACTICES }) practice: string;
  @ApiProperty({ example: '2026-11-25T05:30:00+05:30', description: 'In the member’s own offset' })
  startedAt: string;
  @ApiProperty({ example: '2026-11-25', description: 'The day as the member lived it' })
  day: string;
  @ApiProperty({ type: Number, nullable: true }) minutes: number | null;
  @ApiProperty({ type: Number, nullable: true }) rounds: number | null;
  @ApiProperty({ type: String, nullable: true }) note: string | null;
}

export class PracticeSessionsView {
  @ApiProperty({ type: [PracticeSessionView] }) sessions: PracticeSessionView[];
}

export class StoredSessionsView extends PracticeSessionsView {
  @ApiProperty({ description: 'How many of the sent sessions were new' }) stored: number;
}

export class PracticeTotals {
  @ApiProperty() sessions: number;
  @ApiProperty() minutes: number;
  @ApiProperty() rounds: number;
}

export class PracticeDay {
  @ApiProperty({ example: '2026-11-25' }) day: string;
  @ApiProperty() sessions: number;
  @ApiProperty() minutes: number;
  @ApiProperty() rounds: number;
}

// PracticeTotals is named only inside a map, which the document does not follow on its own.
@ApiExtraModels(PracticeTotals)
export class PracticeSummaryView {
  @ApiProperty({ description: 'Days in a row, to today or yesterday in the member’s zone' })
  currentStreak: number;
  @ApiProperty() longestStreak: number;
  @ApiProperty() totalMinutes: number;
  @ApiProperty() sessions: number;
  @ApiProperty() totalRounds: number;
  @ApiProperty({
    description: 'Per practice name',
    additionalProperties: { $ref: getSchemaPath(PracticeTotals) },
  })
  byPractice: Record<string, PracticeTotals>;
  @ApiProperty({ example: '2026-11-25', description: 'Today in the zone asked for' })
  today: string;
  @ApiProperty({ type: [PracticeDay], description: 'Each day practised in the last 53 weeks' })
  days: PracticeDay[];
}
