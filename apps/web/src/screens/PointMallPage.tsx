import { PointMallScreen } from '@portal/points';

/** /pointMall (login required): the points mall of the PTSYS3 module. */
export const PointMallPage = () => <PointMallScreen />;
