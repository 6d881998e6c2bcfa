//! Renumbering of a body so that blocks and values are numbered in layout
//! order (the canonical form the printer writes).

use std::collections::HashMap;

use crate::entity::{Block, Value};
use crate::module::{BlockData, Body, ValueData, ValueDef};

pub fn renumbered(body: &Body) -> Body {
    let layout = body.all_blocks();
    let mut block_map: HashMap<Block, Block> = HashMap::new();
    let mut value_order: Vec<Value> = Vec::new();
    for &b in &layout {
        block_map.insert(b, Block(block_map.len() as u32));
        value_order.extend(&body.block(b).params);
        for &i in &body.block(b).insts {
            value_order.extend(body.inst(i).result);
        }
    }
    // Blocks and values outside the layout keep a place after the others.
    for b in 0..body.blocks.len() {
        let b = Block(b as u32);
        let n = block_map.len() as u32;
        block_map.entry(b).or_insert(Block(n));
    }
    let mut value_map: HashMap<Value, Value> = HashMap::new();
    for v in value_order
        .into_iter()
        .chain((0..body.values.len()).map(|v| Value(v as u32)))
    {
        let n = value_map.len() as u32;
        value_map.entry(v).or_insert(Value(n));
    }
    let mv = |v: &mut Value| *v = value_map.get(v).copied().unwrap_or(*v);
    let mb = |b: Block| block_map.get(&b).copied().unwrap_or(b);

    let mut values = vec![
        ValueData {
            ty: crate::entity::TypeId(0),
            def: ValueDef::Param(Block(u32::MAX), 0),
        };
        body.values.len()
    ];
    for (old, data) in body.values.iter().enumerate() {
        let mut d = data.clone();
        if let ValueDef::Param(b, i) = d.def {
            d.def = ValueDef::Param(
                if b.index() < body.blocks.len() {
                    mb(b)
                } else {
                    b
                },
                i,
            );
        }
        values[value_map[&Value(old as u32)].index()] = d;
    }
    let mut blocks = vec![BlockData::default(); body.blocks.len()];
    for (old, data) in body.blocks.iter().enumerate() {
        let mut d = data.clone();
        d.params.iter_mut().for_each(mv);
        blocks[mb(Block(old as u32)).index()] = d;
    }
    let mut insts = body.insts.clone();
    for inst in &mut insts {
        inst.kind.visit_operands_mut(mv);
        inst.kind.visit_blocks_mut(|b| *b = mb(*b));
        if let Some(r) = &mut inst.result {
            mv(r);
        }
        inst.block = inst.block.map(mb);
    }
    let mut regions = body.regions.clone();
    for r in &mut regions {
        r.blocks.iter_mut().for_each(|b| *b = mb(*b));
    }
    let mut vars = body.vars.clone();
    for var in &mut vars {
        var.visit_operands_mut(mv);
    }
    Body {
        values,
        insts,
        blocks,
        regions,
        vars,
    }
}
