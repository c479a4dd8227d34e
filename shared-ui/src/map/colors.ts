/** Sea colour: the offline map's background behind the land polygons, and the fallback's. */
export const SEA_COLOR = '#d6e6f2';
