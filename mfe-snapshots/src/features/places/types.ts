/** A visit picked in the places view: the list filters to this cluster on this UTC day. */
export interface PlacesVisit {
  clusterId: number;
  /** `YYYY-MM-DD` */
  date: string;
}
