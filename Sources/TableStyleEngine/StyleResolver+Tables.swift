import TableStyleTheme

extension StyleResolver {
    /// Builds the flat tables of ``ResolverTables`` for each plan.
    struct TableBuilder {
        /// A cluster outcome: the style its matched rules produce over the base (background aside) and
        /// whether one of them set the background (then the row background no longer shows).
        private struct Signature: Hashable {
            var style: ResolvedStyle
            var setsBackground: Bool
        }

        let compiled: CompiledTheme
        let shape: TableShape
        private(set) var plans: [ResolverTables.SlotPlan] = []
        private(set) var planRules: [ResolverTables.CandidateRule] = []
        private(set) var clusters: [ResolverTables.Cluster] = []
        private(set) var outcomes: [Int32] = []
        private(set) var styleTable: [Int32] = []
        private(set) var labelTable: [Int32] = []
        /// The (low, high) pairs of every own-value-intervals candidate, flattened.
        private(set) var functionIntervals: [Double] = []
        var direct = ValueClassTables()
        /// Per section (header, body, footer): the roots of the distinct row-level residuals.
        private(set) var rowConditionRoots: [[Int32]] = [[], [], []]
        private var rowConditionIDs: [[Condition: Int]] = [[:], [:], [:]]

        init(compiled: CompiledTheme, shape: TableShape) {
            self.compiled = compiled
            self.shape = shape
        }

        mutating func add(_ info: SlotPlanInputs, program: ConditionBytecode) {
            var plan = ResolverTables.SlotPlan()
            plan.ruleStart = Int32(planRules.count)
            plan.ruleCount = Int32(info.candidates.count)
            plan.backgroundCount = Int32(info.backgrounds.count)
            plan.selectedSlot = Int32(info.selectedSlot)
            let labelled = info.candidates.indices.filter { compiled.rules[info.candidates[$0]].label != nil }
            for (position, root) in info.roots.enumerated() {
                let labelIndex = labelled.firstIndex(of: position)
                let node = program.nodes[Int(root)]
                var rule = ResolverTables.CandidateRule(
                    root: root, labelBit: labelIndex.map { UInt32(1) << UInt32($0) } ?? 0,
                    flag: ResolverTables.flag(for: node))
                // A rule on the own value's kind and number alone is tabulated from the kernel's answers: one
                // interval when it is that simple, else a few intervals.
                if rule.flag == CellFlags.interpreted,
                    let function = OwnValueIntervals(info.residuals[position], shape: shape)
                {
                    if let interval = function.singleInterval {
                        rule.flag = CellFlags.ownValueInterval
                        (rule.low, rule.high, rule.negated) = interval
                    } else if function.intervals.count <= 8 {
                        rule.flag = CellFlags.ownValueIntervals
                        rule.functionStart = Int32(functionIntervals.count / 2)
                        rule.functionCount = Int16(function.intervals.count)
                        rule.otherMask = function.otherMask
                        for (low, high) in function.intervals {
                            functionIntervals.append(low)
                            functionIntervals.append(high)
                        }
                    }
                }
                if rule.flag < CellFlags.firstRowFlag || rule.flag == CellFlags.ownValueInterval
                    || rule.flag == CellFlags.ownValueIntervals
                {
                    plan.usesValueFlags = true
                }
                let residual = info.residuals[position]
                if rule.flag == CellFlags.interpreted && residual.isRowLevel {
                    let section = CompiledTheme.sectionIndex(info.section)
                    if let known = rowConditionIDs[section][residual] {
                        rule.rowCondition = Int8(known)
                    } else if rowConditionRoots[section].count < 64 {
                        rowConditionIDs[section][residual] = rowConditionRoots[section].count
                        rule.rowCondition = Int8(rowConditionRoots[section].count)
                        rowConditionRoots[section].append(root)
                    }
                }
                planRules.append(rule)
            }
            defer { plans.append(plan) }
            guard info.candidates.count <= StyleResolver.maximumCandidates,
                labelled.count <= StyleResolver.maximumLabelledCandidates
            else { return }
            // Clusters and their outcome tables (tentatively; rolled back if the plan turns out too large).
            let clusterMark = clusters.count
            let outcomeMark = outcomes.count
            var representatives: [[UInt64]] = []
            var product = 1
            var start = 0
            for group in StyleResolver.clusters(info.candidates, compiled: compiled) {
                guard group.first == start, group.count <= StyleResolver.maximumClusterWidth,
                    group == Array(start..<(start + group.count))
                else { return rollBack(clusterMark, outcomeMark) }
                var signatures: [Signature: Int32] = [:]
                var chosen: [UInt64] = []
                let offset = outcomes.count
                for field in 0..<(1 << group.count) {
                    let bits = UInt64(field) << UInt64(start)
                    let rules = StyleResolver.matched(info.alwaysRules, info.candidates, bits: bits)
                    let signature = Signature(
                        style: StyleResolver.makeStyle(compiled, info, background: nil, rules: rules),
                        setsBackground: group.contains {
                            bits & (1 << UInt64($0)) != 0
                                // A fixed color hides the row background; a scale keeps it under non-numbers.
                                && compiled.rules[info.candidates[$0]].style.backgroundColor != nil
                        })
                    if let known = signatures[signature] {
                        outcomes.append(known)
                    } else {
                        let outcome = Int32(chosen.count)
                        signatures[signature] = outcome
                        chosen.append(bits)
                        outcomes.append(outcome)
                    }
                }
                clusters.append(
                    ResolverTables.Cluster(
                        shift: Int32(start), width: Int32(group.count), outcomeOffset: Int32(offset),
                        radix: Int32(product)))
                representatives.append(chosen)
                product *= chosen.count
                start += group.count
                guard product <= StyleResolver.maximumStylesPerPlan else { return rollBack(clusterMark, outcomeMark) }
            }
            let slots = info.backgroundSlots
            guard styleTable.count + slots * product <= StyleResolver.maximumTableEntries else {
                return rollBack(clusterMark, outcomeMark)
            }
            // Every (background, outcome combination): fold the cascade once and intern.
            var batch: [ResolvedStyle] = []
            batch.reserveCapacity(slots * product)
            for slot in 0..<slots {
                let background = info.backgroundColor(slot: slot)
                for index in 0..<product {
                    var bits: UInt64 = 0
                    var remainder = index
                    for chosen in representatives {
                        bits |= chosen[remainder % chosen.count]
                        remainder /= chosen.count
                    }
                    let rules = StyleResolver.matched(info.alwaysRules, info.candidates, bits: bits)
                    batch.append(StyleResolver.makeStyle(compiled, info, background: background, rules: rules))
                }
            }
            plan.styleOffset = Int32(styleTable.count)
            styleTable += compiled.store.intern(styles: batch)
            // Labels: every subset of the labelled candidates, merged with the always-matching rules' labels.
            var labelBatch: [[String]] = []
            for mask in 0..<(1 << labelled.count) {
                var bits: UInt64 = 0
                for (bit, position) in labelled.enumerated() where mask & (1 << bit) != 0 {
                    bits |= 1 << UInt64(position)
                }
                let rules = StyleResolver.matched(info.alwaysRules, info.candidates, bits: bits)
                labelBatch.append(rules.compactMap { compiled.rules[$0].label })
            }
            plan.labelOffset = Int32(labelTable.count)
            labelTable += compiled.store.intern(labelSets: labelBatch)
            plan.clusterStart = Int32(clusterMark)
            plan.clusterCount = Int32(clusters.count - clusterMark)
            plan.product = Int32(product)
            plan.isPrecomputed = true
            makeDirect(&plan, info)
        }

        private mutating func rollBack(_ clusterMark: Int, _ outcomeMark: Int) {
            clusters.removeSubrange(clusterMark...)
            outcomes.removeSubrange(outcomeMark...)
        }
    }
}
