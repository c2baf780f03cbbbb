// The StyleSnapshotTesting module.
