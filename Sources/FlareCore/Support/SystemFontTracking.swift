/// The tracking UIKit applies to the system font by size, as Apple publishes it: Human Interface Guidelines,
/// Typography → Specifications → Tracking values → "iOS, iPadOS, visionOS tracking values", SF Pro
/// (https://developer.apple.com/design/human-interface-guidelines/typography#Specifications). UIKit applies it to
/// `systemFont(ofSize:)` from the font's tracking table; Flare applies the same table to Inter when SF Pro is not
/// installed, so the stand-in's spacing moves with the size as SF's does.
public enum SystemFontTracking {
    /// (size in points, tracking in 1/1000 em, tracking in points): every row of the HIG's SF Pro table, as printed
    /// (its points column is rounded from the em column by Apple: 17 pt is −26/1000 em and −0.43 pt).
    static let table: [(size: Double, milliEm: Double, points: Double)] = [
        (6, 41, 0.24), (7, 34, 0.23), (8, 26, 0.21), (9, 19, 0.17), (10, 12, 0.12), (11, 6, 0.06), (12, 0, 0),
        (13, -6, -0.08), (14, -11, -0.15), (15, -16, -0.23), (16, -20, -0.31), (17, -26, -0.43), (18, -25, -0.44),
        (19, -24, -0.45), (20, -23, -0.45), (21, -18, -0.36), (22, -12, -0.26), (23, -4, -0.1), (24, 3, 0.07),
        (25, 6, 0.15), (26, 8, 0.22), (27, 11, 0.29), (28, 14, 0.38), (29, 14, 0.4), (30, 14, 0.4), (31, 13, 0.39),
        (32, 13, 0.41), (33, 12, 0.4), (34, 12, 0.4), (35, 11, 0.38), (36, 10, 0.37), (37, 10, 0.36), (38, 10, 0.37),
        (39, 10, 0.38), (40, 10, 0.37), (41, 9, 0.36), (42, 9, 0.37), (43, 9, 0.38), (44, 8, 0.37), (45, 8, 0.35),
        (46, 8, 0.36), (47, 8, 0.37), (48, 8, 0.35), (49, 7, 0.33), (50, 7, 0.34), (51, 7, 0.35), (52, 6, 0.33),
        (53, 6, 0.31), (54, 6, 0.32), (56, 6, 0.3), (58, 5, 0.28), (60, 4, 0.26), (62, 4, 0.24), (64, 4, 0.22),
        (66, 3, 0.19), (68, 2, 0.17), (70, 2, 0.14), (72, 2, 0.14), (76, 1, 0.07), (80, 0, 0), (84, 0, 0),
        (88, 0, 0), (92, 0, 0), (96, 0, 0),
    ]

    /// Tracking in points at `size`: the table's points column at a listed size, linear between two rows (a font's
    /// tracking table is interpolated the same way); below 6 pt the 6 pt row's 41/1000 em, above 96 pt none.
    public static func points(size: Double) -> Double {
        guard size.isFinite, size > 0, let first = table.first, let last = table.last else { return 0 }
        if size < first.size { return first.milliEm * size / 1000 }
        if size >= last.size { return last.points }
        let upper = table.firstIndex { $0.size >= size }!
        let b = table[upper]
        if b.size == size { return b.points }
        let a = table[upper - 1]
        return a.points + (b.points - a.points) * (size - a.size) / (b.size - a.size)
    }
}
