/** The points mall feature (/pointMall). */
export { PointMallScreen } from './PointMallScreen.tsx';
