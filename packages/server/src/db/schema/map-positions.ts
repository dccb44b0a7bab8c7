/** A user's initial position of the device map (visual-side 2.6): one row per user. */
export interface MapPositionTable {
  userId: number;
  lat: number;
  lng: number;
  zoom: number;
  updatedAt: number;
}
