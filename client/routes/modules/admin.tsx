import { defineRouteModule } from '../../lib/route-kit';
import { AdminPage, adminHead, adminLoader } from '../../pages/admin/sections';

export default defineRouteModule({ Component: AdminPage, loader: adminLoader, head: adminHead });
