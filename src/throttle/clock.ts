/** The clock moved to src/common; this keeps the limiter's imports working. */
export { Clock } from '../common/clock';
